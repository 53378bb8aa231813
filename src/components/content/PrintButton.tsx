import { Button } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';

export interface PrintButtonProps {
  /** The button's words, naming what prints ("Print this plan"). */
  label: string;
}

/**
 * Opens the browser's print dialog for the page, which the site's print rules (src/theme/print.ts)
 * lay out for A4. For a page a teacher is expected to print (a lesson plan); other reading pages
 * print as well without it (Ctrl+P). On a reading page it is an island. Keyboard: a button, Enter
 * or Space prints. A screen reader hears the label as a button. Never on paper (buttons do not print).
 */
export function PrintButton({ label }: PrintButtonProps) {
  return (
    <Button variant="outlined" startIcon={<PrintOutlinedIcon aria-hidden />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
