import { styled } from '@mui/material/styles';

/** First focusable element on every page: jumps past the navigation to the main content. */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  fontWeight: 700,
  '&:focus': { top: theme.spacing(1) },
}));
