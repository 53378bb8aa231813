import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    board: { main: string; light: string; dark: string; contrastText: string };
    chalk: { main: string; muted: string };
    game: { correct: string; wrong: string; info: string; onSignal: string };
    timer: { normal: string; warning: string };
    /** The keyboard focus ring's colour (3:1 against every surface of its scheme). */
    focusRing: { main: string };
  }
  interface PaletteOptions {
    board?: Palette['board'];
    chalk?: Palette['chalk'];
    game?: Palette['game'];
    timer?: Palette['timer'];
    focusRing?: Palette['focusRing'];
  }
  interface TypographyVariants {
    chalk: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    chalk?: React.CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    chalk: true;
  }
}
