import { Box, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useId } from 'react';
import { FileDropTarget } from '@/components/form/FileDropTarget';
import { srOnly } from '@/theme/tokens';

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

/** A static video drop zone. It is a real file input (click or keyboard) and a drop target. */
export function DropZone({ accepts, onFile, file = null }: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();

  const pick = (f: File | null | undefined) => {
    if (f) onFile?.({ name: f.name, size: f.size });
  };

  return (
    <FileDropTarget
      onFile={pick}
      sx={{
        position: 'relative',
        bgcolor: 'background.paper',
        '&[data-dragging]': { bgcolor: 'action.hover' },
        p: { xs: 4, sm: 6 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      {() => (
        <>
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
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => pick(e.target.files?.[0])}
            sx={srOnly}
          />
        </>
      )}
    </FileDropTarget>
  );
}
