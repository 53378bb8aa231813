import { Box, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

export interface FileDropTargetProps {
  /** Called with the first file dropped (never while disabled). */
  onFile: (file: File) => void;
  /** While a file is uploading or being processed: drops are ignored and the frame does not highlight. */
  disabled?: boolean;
  /** The frame turns the error colour. */
  error?: boolean;
  /** The frame's colour while a file is dragged over it. */
  activeColor?: string;
  /** What the frame holds, told whether a file is being dragged over it. */
  children: (dragging: boolean) => ReactNode;
  /** Extra styles for the frame (size, padding), from the caller's layout. */
  sx?: SxProps<Theme>;
  /** Passed to the frame, for tests. */
  'data-testid'?: string;
}

/** Only a drag that carries files is a drop: dragged text or links pass by. */
const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The one file drop zone: a dashed frame that takes a dropped file. Entering and leaving the
 * frame's own children does not flicker the highlight (the drag depth is counted). The file
 * input, the button and the words are the caller's.
 */
export function FileDropTarget({ onFile, disabled = false, error = false, activeColor = 'primary.main', children, sx, ...rest }: FileDropTargetProps) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  return (
    <Box
      data-testid={rest['data-testid']}
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
        const file = e.dataTransfer.files?.[0];
        if (file && !disabled) onFile(file);
      }}
      sx={[
        {
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? activeColor : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children(dragging)}
    </Box>
  );
}
