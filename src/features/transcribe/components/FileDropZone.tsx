import { Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useId, useRef } from 'react';
import { FileDropTarget } from '@/components/form/FileDropTarget';

export interface FileDropZoneProps {
  /** Called with the file the user dropped or chose. */
  onFile: (file: File) => void;
  /** While uploading or transcribing: no new file. */
  disabled?: boolean;
  /** A file problem to show: wrong type, too large, a failed upload. */
  error?: string | null;
  /** The chosen file's name, once there is one. */
  fileName?: string | null;
}

/** A file chooser and a drop zone for audio or video. */
export function FileDropZone({ onFile, disabled = false, error = null, fileName = null }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <FileDropTarget data-testid="file-drop-zone" onFile={onFile} disabled={disabled} error={Boolean(error)} activeColor="warning.main" sx={{ px: 3, py: 4 }}>
      {(dragging) => (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <UploadIcon aria-hidden="true" sx={{ fontSize: 40, color: dragging ? 'warning.main' : 'text.secondary' }} />
          <Typography sx={{ fontWeight: 600 }}>{dragging ? 'Drop it. We will take it from here.' : 'Drag an audio or video file here'}</Typography>
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
            Audio or video, up to 500MB. Any format your browser calls audio/* or video/*.
          </Typography>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
            Choose a file
          </Button>
          <input
            ref={input}
            type="file"
            accept="audio/*,video/*"
            hidden
            tabIndex={-1}
            aria-label="Audio or video file"
            onChange={(e) => {
              take(e.target.files);
              e.target.value = ''; // Choosing the same file again still counts.
            }}
          />
          {fileName && !error && (
            <Typography variant="body2">
              Selected: <strong>{fileName}</strong>
            </Typography>
          )}
          <Typography id={errorId} role="alert" variant="body2" sx={{ color: 'error.main', fontWeight: 600, minHeight: error ? undefined : 0 }}>
            {error ?? ''}
          </Typography>
        </Stack>
      )}
    </FileDropTarget>
  );
}
