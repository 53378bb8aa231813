/**
 * How a reading page prints (issue 39): a teacher prints a lesson for a class, so the paper gets
 * the text black on white, the title and address, and nothing that only works on a screen.
 * Pages opt parts in or out with PRINT_ATTRIBUTE; the navigation, buttons and the shell's islands
 * are left out by element, so no page has to remember them.
 */

/** Marks how an element prints: 'hide' (left out), 'only' (printed, never on screen), 'board' (a dark box, printed as a ruled box), 'keep' (never split across pages). */
export const PRINT_ATTRIBUTE = 'data-print';
export type PrintRole = 'hide' | 'only' | 'board' | 'keep';

/** Props that give an element a print role: `<Box {...printAs('board')}>`. */
export const printAs = (role: PrintRole) => ({ [PRINT_ATTRIBUTE]: role });

const is = (role: PrintRole) => `[${PRINT_ATTRIBUTE}="${role}"]`;

/** What never reaches paper: every navigation and control, and the shell's islands (nav bar, cookie banner, back links, review offer). */
const LEFT_OUT = [
  is('hide'),
  'nav',
  'footer',
  'button',
  '.MuiButton-root',
  '.MuiIconButton-root',
  '[data-island="nav-bar"]',
  '[data-island="cookie-banner"]',
  '[data-island="back-link"]',
  '[data-island="review-offer"]',
  'a[href="#main"]',
].join(', ');

/** The global print rules, for MuiCssBaseline's style overrides (src/theme/theme.ts). */
export const printStyles = {
  '@page': { size: 'A4', margin: '15mm 16mm 16mm' },
  '@media screen': { [is('only')]: { display: 'none' } },
  '@media print': {
    // Black on white, whatever the scheme: photocopiers do not do chalkboards.
    ':root': { colorScheme: 'light' },
    'html, body': { background: '#fff !important' },
    'body, body *': { color: '#000 !important', boxShadow: 'none !important', textShadow: 'none !important' },
    'body *': { backgroundColor: 'transparent !important', backgroundImage: 'none !important' },
    [LEFT_OUT]: { display: 'none !important' },
    // A button inside running text is words of the sentence (the essay's name that opens a biography).
    'p button': { display: 'inline !important' },
    // The hero: the title over a rule, without the band's padding.
    '[data-print="board"]': { border: '1pt solid #000 !important', breakInside: 'avoid' },
    'header[data-print="board"]': { border: '0 !important', borderBottom: '2pt solid #000 !important', padding: '0 0 8pt !important' },
    // The page is its own frame: no full-viewport shell, no sticky offsets.
    'body > #root > div, main': { minHeight: '0 !important' },
    'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid', breakInside: 'avoid' },
    'p, li': { orphans: 3, widows: 3 },
    // A list item (a counter-tip, a further-reading entry) stays on one page: a page holding only its last line is leftovers.
    'figure, [role="note"], details, tr, li': { breakInside: 'avoid' },
    // A short list that ends a page (further reading) goes over whole, heading and all, never one entry alone.
    [is('keep')]: { breakInside: 'avoid' },
    // The page's end is the text's end: no padding after it to spill onto a blank last sheet.
    'main .MuiContainer-root': { paddingBottom: '0 !important' },
    // Paper has no cookie banner: the room kept for it on screen would print as a blank last sheet.
    body: { paddingBottom: '0 !important' },
    'a': { textDecoration: 'none !important' },
    'figure': { borderColor: '#000 !important' },
    // Questions and answers print open: a closed disclosure on paper is a question without its answer.
    'details::details-content': { contentVisibility: 'visible', display: 'block' },
  },
} as const;
