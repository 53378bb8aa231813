import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme, type Palette, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { CHALKBOARD_HEIGHT, CHALKBOARD_WIDTH } from './chalkboardLayout';

/** Chalk sticks a visitor can pick; the names are what the buttons say. */
export const CHALK_COLOURS = ['White', 'Yellow', 'Pink', 'Blue'] as const;
export type ChalkColour = (typeof CHALK_COLOURS)[number];

export interface ChalkboardCanvasProps {
  /** Names the drawing area for assistive technology. */
  label?: string;
  /** Called after each finished stroke with the number of strokes so far (0 after Clear). */
  onStrokesChange?: (strokes: number) => void;
}

interface Point {
  x: number;
  y: number;
}

/** Where a pointer is, in canvas pixels (the canvas may be drawn smaller than 600 × 350). */
function canvasPoint(canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>): Point {
  const rect = canvas.getBoundingClientRect();
  return {
    x: ((event.clientX - rect.left) / rect.width) * canvas.width,
    y: ((event.clientY - rect.top) / rect.height) * canvas.height,
  };
}

/**
 * A 600 × 350 chalkboard to draw on with a mouse, a pen or a finger (pointer events; touch
 * does not scroll the page while drawing). Strokes are a little rough, like chalk. Clear wipes
 * the board.
 */
export function ChalkboardCanvas({ label = 'Drawing chalkboard', onStrokesChange }: ChalkboardCanvasProps) {
  const theme = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [colour, setColour] = useState<ChalkColour>('White');
  const [strokes, setStrokes] = useState(0);

  // Chalk colours come from the theme's chalk and signal palette (canvas needs real colours, not CSS variables).
  // The board is dark in both schemes, so the dark scheme's palette is the one that reads on it.
  const schemes = (theme as Theme & { colorSchemes?: { dark?: { palette?: Palette } } }).colorSchemes;
  const palette = schemes?.dark?.palette ?? theme.palette;
  const inks: Record<ChalkColour, string> = {
    White: palette.chalk.main,
    Yellow: palette.warning.main,
    Pink: palette.error.main,
    Blue: palette.info.main,
  };

  const paintBoard = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, CHALKBOARD_WIDTH, CHALKBOARD_HEIGHT);
  }, []);

  useEffect(paintBoard, [paintBoard]);

  const stroke = (from: Point, to: Point) => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = inks[colour];
    // A solid core and a few faint, offset passes: the grain of chalk on slate.
    ctx.globalAlpha = 0.9;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    ctx.globalAlpha = 0.25;
    ctx.lineWidth = 7;
    for (const [dx, dy] of [
      [0.8, -0.6],
      [-0.7, 0.5],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(from.x + dx, from.y + dy);
      ctx.lineTo(to.x + dx, to.y + dy);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || (event.pointerType === 'mouse' && event.button !== 0)) return;
    canvas.setPointerCapture?.(event.pointerId);
    const point = canvasPoint(canvas, event);
    last.current = point;
    stroke(point, { x: point.x + 0.1, y: point.y + 0.1 });
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || !last.current) return;
    const point = canvasPoint(canvas, event);
    stroke(last.current, point);
    last.current = point;
  };

  const onPointerEnd = () => {
    if (!last.current) return;
    last.current = null;
    const next = strokes + 1;
    setStrokes(next);
    onStrokesChange?.(next);
  };

  const clear = () => {
    paintBoard();
    setStrokes(0);
    onStrokesChange?.(0);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: CHALKBOARD_WIDTH, mx: 'auto' }}>
      <Box
        sx={{
          borderRadius: 2,
          border: '10px solid',
          borderColor: 'board.dark',
          bgcolor: 'board.main',
          boxShadow: 'inset 0 0 40px rgba(0,0,0,0.45)',
          lineHeight: 0,
        }}
      >
        <canvas
          ref={canvasRef}
          width={CHALKBOARD_WIDTH}
          height={CHALKBOARD_HEIGHT}
          role="img"
          aria-label={`${label}: ${strokes === 0 ? 'empty' : `${strokes} chalk ${strokes === 1 ? 'stroke' : 'strokes'}`}`}
          data-strokes={strokes}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onPointerLeave={onPointerEnd}
          style={{ width: '100%', height: 'auto', aspectRatio: `${CHALKBOARD_WIDTH} / ${CHALKBOARD_HEIGHT}`, touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="chalk-colour-label" variant="body2" sx={{ fontWeight: 600 }}>
          Chalk
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={colour}
          onChange={(_, next: ChalkColour | null) => next && setColour(next)}
          aria-labelledby="chalk-colour-label"
        >
          {CHALK_COLOURS.map((name) => (
            <ToggleButton key={name} value={name}>
              <Box
                aria-hidden="true"
                component="span"
                sx={{ width: 12, height: 12, borderRadius: '50%', mr: 1, bgcolor: 'board.main', border: '3px solid', borderColor: inks[name] }}
              />
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="outlined" onClick={clear} disabled={strokes === 0}>
          Clear the board
        </Button>
      </Stack>
    </Stack>
  );
}
