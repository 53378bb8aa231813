import { Box, Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { timesLabel } from '../authoring';

export interface ItemRowProps {
  /** The item's main text: a fallacy's name or a statement's text. */
  title: string;
  /** The line under it: a fallacy's description or a statement's explanation. */
  detail?: string;
  /** Short facts shown in a line: the fallacy, the difficulty, how many statements practise it. */
  facts: string[];
  /** Built-in items are read-only: the row says so and offers no Edit or Delete. */
  builtIn: boolean;
  /** When an authored item was added (ISO 8601). */
  createdAt?: string;
  /** When it was last edited (ISO 8601). */
  updatedAt?: string;
  /** What the buttons' accessible names call the item, e.g. 'fallacy "Appeal to Vibes"'. */
  itemLabel: string;
  /** Opens the edit dialog (authored items only). */
  onEdit?: () => void;
  /** Asks to delete (authored items only). */
  onDelete?: () => void;
}

/**
 * One fallacy or statement in the admin's lists, as a list item: its text, the facts about it,
 * when it was added and edited, and Edit and Delete for what an admin authored. Built-in items
 * say "Built-in · read-only" instead. The buttons' names include the item ("Edit fallacy
 * "Appeal to Vibes""), so a screen reader's list of buttons tells them apart.
 */
export function ItemRow({ title, detail, facts, builtIn, createdAt, updatedAt, itemLabel, onEdit, onDelete }: ItemRowProps) {
  const times = timesLabel(createdAt, updatedAt);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, px: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {detail && (
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
          <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
            {[...facts, builtIn ? 'Built-in · read-only' : times ?? 'Authored'].join(' · ')}
          </Typography>
        </Box>
        {!builtIn && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${itemLabel}`}>
              Edit
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={`Delete ${itemLabel}`}>
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
