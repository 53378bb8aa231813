/**
 * The blocks of the Foundations pages. Every value shown is read from the theme's own source
 * (src/theme/tokens.ts, motion.ts, theme.ts) when the page renders, so the pages cannot drift
 * from what the site draws.
 */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { ThemeProvider, useColorScheme, type Palette } from '@mui/material/styles';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { FOCUS_VISIBLE_SELECTOR } from '@/theme/layout';
import { durations, easings, reducedMotionQuery } from '@/theme/motion';
import { getTheme } from '@/theme/theme';
import { board, chalk, focusRing, fonts, ink, paper, signal, warm } from '@/theme/tokens';

type SchemeName = 'light' | 'dark';
const SCHEMES: readonly SchemeName[] = ['light', 'dark'];

/** WCAG's minimums: body text, and large text or a control's boundary (a focus ring). */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

const theme = getTheme();

function palette(scheme: SchemeName): Palette {
  // A CSS-variables theme keeps each scheme's palette under `colorSchemes`.
  const p = (theme as unknown as { colorSchemes: Partial<Record<SchemeName, { palette: Palette }>> }).colorSchemes[scheme]?.palette;
  if (!p) throw new Error(`The theme has no ${scheme} scheme`);
  return p;
}

/** A palette key such as 'warning.main' looked up in one scheme; undefined when it is not a colour. */
export function paletteColour(scheme: SchemeName, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), palette(scheme));
  return typeof value === 'string' ? value : undefined;
}

/** Relative luminance of a #RRGGBB colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function Ratio({ fg, bg, minimum }: { fg: string; bg: string; minimum: number }) {
  const ratio = contrast(fg, bg);
  const passes = ratio >= minimum;
  return (
    <span>
      {ratio.toFixed(1)}:1{' '}
      <Box component="span" sx={{ fontWeight: 700, color: passes ? 'success.main' : 'error.main' }}>
        {passes ? `passes ${minimum}:1` : `fails ${minimum}:1`}
      </Box>
    </span>
  );
}

/** Two panes, one per scheme: the theme's colours are CSS variables scoped by a `light` / `dark` class. */
export function SideBySide({ children }: { children: (scheme: SchemeName) => ReactNode }) {
  return (
    // sb-unstyled: the Docs page's own typography (dark text on paragraphs) stays out, so each pane's scheme shows.
    <Box
      className="sb-unstyled"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', my: 2 }}
    >
      {SCHEMES.map((scheme) => (
        <Box
          key={scheme}
          className={scheme}
          sx={{ colorScheme: scheme, bgcolor: 'background.default', color: 'text.primary', p: 2, minWidth: 0 }}
        >
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
          </Typography>
          {children(scheme)}
        </Box>
      ))}
    </Box>
  );
}

const cell = { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' } as const;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', my: 2 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem', '& td, & th': cell }}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  );
}

const Chip = ({ colour }: { colour: string }) => (
  <Box component="span" sx={{ display: 'inline-block', width: 20, height: 20, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider', verticalAlign: 'middle', mr: 1 }} />
);

/* ------------------------------------------------------------------ colour */

/** The raw scales in tokens.ts. Features never use these: they read palette keys. */
export function RawScales() {
  const groups = { board, chalk, paper, ink, warm, focusRing, signal };
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      {Object.entries(groups).map(([name, scale]) => (
        <Box key={name}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {Object.entries(scale).map(([step, hex]) => (
              <Box key={step} sx={{ width: 120 }}>
                <Box sx={{ height: 48, borderRadius: 1, bgcolor: hex, border: 1, borderColor: 'divider' }} />
                <Typography variant="body2">
                  {step} <code>{hex}</code>
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The pairs the site actually draws: text on its background, per scheme, with the measured ratio. */
const PAIRS: { use: string; fg: string; bg: string; minimum: number }[] = [
  { use: 'Body text on the page', fg: 'text.primary', bg: 'background.default', minimum: AA_TEXT },
  { use: 'Secondary text on the page', fg: 'text.secondary', bg: 'background.default', minimum: AA_TEXT },
  { use: 'Body text on a card or dialog', fg: 'text.primary', bg: 'background.paper', minimum: AA_TEXT },
  { use: 'Chalk on the board (heroes, nav, games)', fg: 'chalk.main', bg: 'board.main', minimum: AA_TEXT },
  { use: 'Muted chalk on the board', fg: 'chalk.muted', bg: 'board.main', minimum: AA_TEXT },
  { use: 'Primary button label', fg: 'primary.contrastText', bg: 'primary.main', minimum: AA_TEXT },
  { use: 'Link or primary text on the page', fg: 'primary.main', bg: 'background.default', minimum: AA_TEXT },
  { use: 'Warning (accent) on the page', fg: 'warning.main', bg: 'background.default', minimum: AA_TEXT },
  { use: 'Correct answer text on its colour', fg: 'game.onSignal', bg: 'game.correct', minimum: AA_TEXT },
  { use: 'Wrong answer text on its colour', fg: 'game.onSignal', bg: 'game.wrong', minimum: AA_TEXT },
  { use: 'Info text on its colour', fg: 'game.onSignal', bg: 'game.info', minimum: AA_TEXT },
  { use: 'Timer bar on its panel', fg: 'timer.normal', bg: 'background.paper', minimum: AA_NON_TEXT },
  { use: 'Timer warning (bar and "(hurry)" text) on its panel', fg: 'timer.warning', bg: 'background.paper', minimum: AA_TEXT },
];

export function ContrastPairs() {
  return (
    <Table head={['Use', 'Palette keys', ...SCHEMES.map((s) => (s === 'light' ? 'Light' : 'Dark'))]}>
      {PAIRS.map((pair) => (
        <tr key={pair.use}>
          <td>{pair.use}</td>
          <td>
            <code>{pair.fg}</code> on <code>{pair.bg}</code>
          </td>
          {SCHEMES.map((scheme) => {
            const fg = paletteColour(scheme, pair.fg);
            const bg = paletteColour(scheme, pair.bg);
            return (
              <td key={scheme}>
                {fg && bg ? (
                  <>
                    <Box component="span" sx={{ display: 'inline-block', px: 1, mr: 1, borderRadius: 0.5, bgcolor: bg, color: fg, fontWeight: 600 }}>
                      Aa
                    </Box>
                    <Ratio fg={fg} bg={bg} minimum={pair.minimum} />
                  </>
                ) : (
                  'not in this scheme'
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** Every semantic palette key, per scheme: what features may use. */
export function PaletteKeys() {
  const keys = ['primary', 'secondary', 'warning', 'success', 'error', 'info', 'background', 'text', 'board', 'chalk', 'game', 'timer', 'divider'];
  return (
    <Table head={['Key', 'Light', 'Dark']}>
      {keys.flatMap((group) => {
        const light = (palette('light') as unknown as Record<string, unknown>)[group];
        const entries = typeof light === 'string' ? [[group, light] as const] : Object.keys(light as object).map((k) => [`${group}.${k}`, ''] as const);
        return entries
          .filter(([key]) => paletteColour('light', key)?.startsWith('#'))
          .map(([key]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              {SCHEMES.map((scheme) => {
                const colour = paletteColour(scheme, key);
                return <td key={scheme}>{colour ? <><Chip colour={colour} /><code>{colour}</code></> : '—'}</td>;
              })}
            </tr>
          ));
      })}
    </Table>
  );
}

/* -------------------------------------------------------------------- type */

/**
 * Whether the first face of a stack is what the page really draws: a line set in the stack and
 * the same line set in the stack without its first face must differ in width. (`document.fonts.check`
 * is not enough: it says yes when a face is loaded but the page kept its fallback.)
 */
function useFaceRendered(stack: string) {
  const [rendered, setRendered] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const fallback = stack.split(',').slice(1).join(',');
    const measure = (fontFamily: string) => {
      const probe = document.createElement('span');
      probe.textContent = 'Ethos, pathos, logos. The quick brown fox 0123456789';
      Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', fontSize: '40px', fontFamily });
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    void document.fonts.ready.then(() => {
      if (live) setRendered(measure(stack) !== measure(fallback));
    });
    return () => {
      live = false;
    };
  }, [stack]);
  return rendered;
}

/** The two faces, with whether the chalk face really loaded in this preview. */
export function Faces() {
  const chalkRendered = useFaceRendered(fonts.chalk);
  const faces = [
    { name: 'Chalk (Patrick Hand, self-hosted)', stack: fonts.chalk, use: 'h1, h2 and the chalkboard: the hand that writes on the board.', status: chalkRendered },
    { name: "Body (the reader's system font)", stack: fonts.body, use: 'Everything else: nothing to download, no swap that moves the page.', status: true },
  ];
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      {faces.map((face) => (
        <Box key={face.name}>
          <Typography variant="overline" component="p">
            {face.name}
          </Typography>
          <Box sx={{ fontFamily: face.stack, fontSize: '2.5rem', lineHeight: 1.2 }}>Ethos, pathos, logos. 0123456789</Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {face.use} Stack: <code>{face.stack}</code>
          </Typography>
          {face.status !== true && (
            <Typography variant="body2" role="status" sx={{ color: face.status === false ? 'error.main' : 'text.secondary', fontWeight: 700 }}>
              {face.status === false ? 'Not drawn in this preview: the sample above shows the fallback, not the chalk face.' : 'Checking which face is drawn…'}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'body1', 'body2', 'button', 'chalk'] as const;

/** The type scale from the theme's typography, with each variant's face, size, weight and line height. */
export function TypeScale() {
  return (
    <Table head={['Variant', 'Sample', 'Face', 'Size', 'Weight', 'Line height']}>
      {VARIANTS.map((v) => {
        const style = theme.typography[v] as CSSProperties;
        return (
          <tr key={v}>
            <td>
              <code>{v}</code>
            </td>
            <td>
              <Typography variant={v} component="span">
                Ethos, pathos, logos
              </Typography>
            </td>
            <td>{String(style.fontFamily) === fonts.chalk ? 'Chalk' : 'Body'}</td>
            <td>
              <code>{String(style.fontSize)}</code>
            </td>
            <td>{String(style.fontWeight ?? 400)}</td>
            <td>{String(style.lineHeight ?? '—')}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/* ----------------------------------------------------------------- spacing */

const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

/** The spacing scale: `sx` numbers (p: 2, gap: 1.5) are multiples of theme.spacing(1). */
export function SpacingScale() {
  return (
    <Table head={['sx value', 'Pixels', '']}>
      {SPACING_STEPS.map((step) => (
        <tr key={step}>
          <td>
            <code>{step}</code>
          </td>
          <td>{theme.spacing(step)}</td>
          <td>
            <Box sx={{ width: theme.spacing(step), height: 16, bgcolor: 'warning.main' }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/* ------------------------------------------------------------------ radius */

function componentRadius(name: 'MuiButton' | 'MuiCard'): string {
  const root = (theme.components?.[name]?.styleOverrides as { root?: { borderRadius?: number | string } } | undefined)?.root;
  const value = root?.borderRadius;
  return typeof value === 'number' ? `${value}px` : (value ?? 'the base radius');
}

/** Radii: the base from theme.shape (an `sx` borderRadius number multiplies it) and the components' own. */
export function RadiusScale() {
  const base = Number(theme.shape.borderRadius);
  // Where each step is used today (from the components' sx), so a designer can match a new piece to its family.
  const rows = [
    { name: 'sx borderRadius: 0.5', radius: `${base * 0.5}px`, use: 'Swatches and small marks inside text.' },
    { name: 'sx borderRadius: 1 (the base)', radius: `${base}px`, use: 'Tables, word cards, highlighted segments, the score header, the quiz passage.' },
    { name: 'sx borderRadius: 2', radius: `${base * 2}px`, use: 'The chalkboard, drop zones, the fallacy buttons, example cards.' },
    { name: 'sx borderRadius: 3', radius: `${base * 3}px`, use: 'Answer cards, result banners, lesson boxes (defence, checklist, pager).' },
    { name: 'sx borderRadius: 4', radius: `${base * 4}px`, use: 'Game-over and intro panels, framed heroes, labels.' },
    { name: 'sx borderRadius: 5', radius: `${base * 5}px`, use: 'Progress tracks: the timer bar, the quiz status bar, counters.' },
    { name: 'Card (MuiCard)', radius: componentRadius('MuiCard'), use: 'Every MUI Card (content and lesson cards).' },
    { name: 'Pill (MuiButton)', radius: componentRadius('MuiButton'), use: 'Every button: a pill, so it never reads as a card.' },
    { name: 'sx borderRadius: "50%"', radius: '50%', use: 'Avatars, round icons.' },
  ];
  return (
    <Table head={['Token', 'Radius', 'Sample', 'Used for today']}>
      {rows.map((row) => (
        <tr key={row.name}>
          <td>{row.name}</td>
          <td>
            <code>{row.radius}</code>
          </td>
          <td>
            <Box sx={{ width: 64, height: 40, border: 2, borderColor: 'text.primary', borderRadius: row.radius }} />
          </td>
          <td>{row.use}</td>
        </tr>
      ))}
    </Table>
  );
}

/* --------------------------------------------------------------- elevation */

/** The elevations the site uses, each a step of theme.shadows. */
const ELEVATIONS = [
  { level: 0, use: 'Flat: the page, the nav bar, every button (the theme turns button elevation off).' },
  { level: 1, use: 'Resting cards and panels that lift slightly off the page.' },
  { level: 6, use: 'Toasts: above the page, below anything modal.' },
  { level: 8, use: 'The cookie banner and the between-rounds overlay.' },
  { level: 24, use: 'Dialogs (MUI default): the top layer, over a backdrop.' },
];

export function ElevationScale() {
  const buttonsFlat = Boolean((theme.components?.MuiButton?.defaultProps as { disableElevation?: boolean } | undefined)?.disableElevation);
  return (
    <>
      <Typography variant="body2" sx={{ my: 1 }}>
        Buttons flat in the theme (<code>MuiButton.defaultProps.disableElevation</code>): <strong>{buttonsFlat ? 'yes' : 'no'}</strong>. In the dark
        scheme MUI lightens a raised surface instead of relying on a shadow nobody can see on the board.
      </Typography>
      <SideBySide>
        {() => (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2">
                <strong>Outlined</strong>: a border, no shadow. Forms, tables, start panels.
              </Typography>
            </Paper>
            {ELEVATIONS.map(({ level, use }) => (
              <Paper key={level} elevation={level} sx={{ p: 2 }}>
                <Typography variant="body2">
                  <strong>Elevation {level}</strong>: {use}
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </SideBySide>
    </>
  );
}

/* ------------------------------------------------------------------ motion */

export function MotionTable() {
  const notes: Partial<Record<keyof typeof durations, string>> = {
    fast: 'Hover, focus, small state changes; also every MUI "shortest"/"shorter" transition.',
    base: 'Panels and overlays entering; MUI "short"/"standard" transitions.',
    slow: 'Larger moves the eye should follow.',
  };
  return (
    <Table head={['Token', 'Milliseconds', 'Use']}>
      {Object.entries(durations).map(([name, ms]) => (
        <tr key={name}>
          <td>
            <code>durations.{name}</code>
          </td>
          <td>{ms}</td>
          <td>{notes[name as keyof typeof durations] ?? '—'}</td>
        </tr>
      ))}
      <tr>
        <td>
          <code>easings.css</code>
        </td>
        <td>—</td>
        <td>
          <code>{easings.css}</code>: the standard curve (enter quickly, settle slowly).
        </td>
      </tr>
    </Table>
  );
}

/** Whether this browser asks for reduced motion, live. */
export function ReducedMotionStatus() {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return (
    <Typography role="status" variant="body2">
      This browser {reduced ? 'asks for reduced motion: every animation here is instant.' : 'does not ask for reduced motion.'} (<code>{reducedMotionQuery}</code>)
    </Typography>
  );
}

/* ------------------------------------------------------------------- focus */

interface FocusRule {
  outline?: string;
  outlineOffset?: number | string;
}

/** The global focus rule in the theme's CssBaseline overrides, where the ring is defined. */
export function focusRule(): FocusRule | undefined {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown> | undefined;
  const rule = overrides?.[FOCUS_VISIBLE_SELECTOR];
  return rule && typeof rule === 'object' ? (rule as FocusRule) : undefined;
}

/** 'var(--sophist-palette-warning-main)' → 'warning.main'. */
function paletteKeyOf(colour: string): string | undefined {
  const match = /var\(--sophist-palette-([a-zA-Z]+)-([a-zA-Z]+)\)/.exec(colour);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/** The surfaces a ring sits on: it is drawn outside the control (offset), so it is measured against what surrounds it. */
const FOCUS_BACKGROUNDS = ['background.default', 'background.paper', 'divider', 'board.main', 'board.light', 'board.dark'];

/** The ring, read from the theme: its width, style, colour and offset, and its contrast in both schemes. */
export function FocusRing() {
  const rule = focusRule();
  if (!rule?.outline) {
    return (
      <Typography role="alert" sx={{ color: 'error.main', fontWeight: 700 }}>
        The theme has no focus-visible outline in <code>MuiCssBaseline.styleOverrides</code> (under <code>FOCUS_VISIBLE_SELECTOR</code>): this page cannot show the ring.
      </Typography>
    );
  }
  const [width, style, ...rest] = rule.outline.split(' ');
  const colourValue = rest.join(' ');
  const key = paletteKeyOf(colourValue);
  const offset = typeof rule.outlineOffset === 'number' ? `${rule.outlineOffset}px` : (rule.outlineOffset ?? '0');
  return (
    <>
      <Table head={['Property', 'Value']}>
        <tr>
          <td>Width</td>
          <td>
            <code>{width}</code>
          </td>
        </tr>
        <tr>
          <td>Style</td>
          <td>
            <code>{style}</code>
          </td>
        </tr>
        <tr>
          <td>Colour</td>
          <td>
            <code>{key ?? colourValue}</code>
          </td>
        </tr>
        <tr>
          <td>Offset (gap between the control and the ring)</td>
          <td>
            <code>{offset}</code>
          </td>
        </tr>
        <tr>
          <td>Shown on</td>
          <td>
            <code>:focus-visible</code>: keyboard focus, not a mouse click.
          </td>
        </tr>
      </Table>
      <Table head={['Ring against', 'Light', 'Dark']}>
        {FOCUS_BACKGROUNDS.map((bgKey) => (
          <tr key={bgKey}>
            <td>
              <code>{bgKey}</code>
            </td>
            {SCHEMES.map((scheme) => {
              const ring = key ? paletteColour(scheme, key) : undefined;
              const bg = paletteColour(scheme, bgKey);
              return <td key={scheme}>{ring && bg ? <Ratio fg={ring} bg={bg} minimum={AA_NON_TEXT} /> : '—'}</td>;
            })}
          </tr>
        ))}
      </Table>
      <SideBySide>
        {() => (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center', p: 1, typography: 'body1' }}>
            {/* The ring drawn as the rule draws it, so it shows without focusing anything. */}
            <Button variant="contained" tabIndex={-1} sx={{ outline: rule.outline, outlineOffset: offset }}>
              Start Game
            </Button>
            <Button variant="outlined" tabIndex={-1} sx={{ outline: rule.outline, outlineOffset: offset }}>
              Cheatsheet
            </Button>
            <Box component="span" sx={{ outline: rule.outline, outlineOffset: offset, textDecoration: 'underline' }}>
              A link
            </Box>
            <Box sx={{ bgcolor: 'board.main', p: 2, borderRadius: 1 }}>
              <Box component="span" sx={{ color: 'chalk.main', outline: rule.outline, outlineOffset: offset }}>
                On the board
              </Box>
            </Box>
          </Stack>
        )}
      </SideBySide>
    </>
  );
}

/* ------------------------------------------------------------------- voice */

/** A do / don't pair: what to write, what not to, and why. */
export function DoDont({ good, bad, why }: { good: ReactNode; bad: ReactNode; why: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, my: 2 }}>
      <Box sx={{ borderLeft: 4, borderColor: 'success.main', pl: 2 }}>
        <Typography variant="overline" component="p" sx={{ color: 'success.main', fontWeight: 700 }}>
          Do
        </Typography>
        <Typography>{good}</Typography>
      </Box>
      <Box sx={{ borderLeft: 4, borderColor: 'error.main', pl: 2 }}>
        <Typography variant="overline" component="p" sx={{ color: 'error.main', fontWeight: 700 }}>
          Don't
        </Typography>
        <Typography>{bad}</Typography>
      </Box>
      <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
        {why}
      </Typography>
    </Box>
  );
}

/* ----------------------------------------------------------------- wrapper */

function LightPage({ children }: { children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode('light'), [setMode]);
  return children;
}

/**
 * Wraps a Foundations page in the app's theme, so its samples draw with the site's colours and
 * faces (Docs pages do not run the stories' decorators). The page itself stays light; the
 * side-by-side blocks show both schemes.
 */
export function Foundation({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="light">
      <LightPage>{children}</LightPage>
    </ThemeProvider>
  );
}
