import { Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useId, useRef, useState, type DragEvent } from 'react';

export interface FileDropZoneProps {
  /** Called with the file the user dropped or chose. */
  onFile: (file: File) => void;
  /** While uploading or transcribing: no new file. */
  disabled?: boolean;
  /** A file problem to show: wrong type, too large, a failed upload (site-spec §8). */
  error?: string | null;
  /** The chosen file's name, once there is one. */
  fileName?: string | null;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** A file chooser and a drop zone for audio or video (site-spec §2.16). */
export function FileDropZone({ onFile, disabled = false, error = null, fileName = null }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const hintId = useId();
  const errorId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      data-testid="file-drop-zone"
      data-dragging={dragging || undefined}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        if (!disabled) setDragging(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        take(e.dataTransfer.files);
      }}
      sx={{
        border: '2px dashed',
        borderColor: error ? 'error.main' : dragging ? 'warning.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 3,
        py: 4,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
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
    </Box>
  );
}
