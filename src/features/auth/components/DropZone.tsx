import { Box, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useId, useState, type DragEvent } from 'react';

export interface PickedFile {
  name: string;
  size: number;
}

export interface DropZoneProps {
  /** The line about accepted files; the spec's page claims 2GB and checks nothing. */
  accepts: string;
  /** Called with the dropped or chosen file (the page only shows it: nothing is uploaded). */
  onFile?: (file: PickedFile) => void;
  /** The file to show as picked. */
  file?: PickedFile | null;
}

const sizeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/** Site-spec §2.17: a static video drop zone. It is a real file input (click or keyboard) and a drop target. */
export function DropZone({ accepts, onFile, file = null }: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const pick = (files: FileList | null) => {
    const f = files?.[0];
    if (f) onFile?.({ name: f.name, size: f.size });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    pick(e.dataTransfer.files);
  };

  return (
    <Box
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        position: 'relative',
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 4, sm: 6 },
        textAlign: 'center',
        transition: 'border-color 150ms, background-color 150ms',
        '&:focus-within': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      <CloudUploadIcon aria-hidden="true" sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 700, fontSize: '1.125rem', cursor: 'pointer' }}>
        Drag and drop your video here, or{' '}
        <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
          browse
        </Box>
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {accepts}
      </Typography>
      {file && (
        <Typography role="status" sx={{ mt: 2, fontWeight: 600 }}>
          Picked: {file.name} ({formatBytes(file.size)})
        </Typography>
      )}
      <Box
        component="input"
        id={inputId}
        type="file"
        accept="video/*"
        aria-describedby={hintId}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => pick(e.target.files)}
        sx={{ position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
      />
    </Box>
  );
}
