import { Box, Button, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { InboxMessage } from '@/contract/fallacies';
import { formatWhen } from '../authoring';

export interface InboxRowProps {
  /** The message: who sent it, their address, when, the text, and whether it was read. */
  message: InboxMessage;
  /** Marks it read (true) or unread (false). */
  onToggleRead: (read: boolean) => void;
  /** Asks to delete it. */
  onDelete: () => void;
}

/**
 * One contact message in the admin's inbox, as a list item: an unread one is marked "Unread"
 * in words (not by weight alone) and its sender in bold; Mark as read / Mark as unread and
 * Delete name the sender for screen readers. The address is a mailto link, to answer.
 */
export function InboxRow({ message, onToggleRead, onDelete }: InboxRowProps) {
  const read = message.read ?? false;
  const who = `${message.from_name} (${message.from_email})`;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5, px: 2, borderBottom: 1, borderColor: 'divider', borderLeft: 4, borderLeftColor: read ? 'transparent' : 'primary.main', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {read ? 'Read' : 'Unread'} · {formatWhen(message.receivedAt) ?? 'time unknown'}
          </Typography>
          <Typography component="p" sx={{ fontWeight: read ? 400 : 700, overflowWrap: 'anywhere' }}>
            {message.from_name}{' '}
            <Link href={`mailto:${message.from_email}`} underline="always" sx={{ fontWeight: 400 }}>
              {message.from_email}
            </Link>
          </Typography>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
            {message.message}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button size="small" variant="outlined" onClick={() => onToggleRead(!read)} aria-label={`${read ? 'Mark as unread' : 'Mark as read'}: the message from ${who}`}>
            {read ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={`Delete the message from ${who}`}>
            Delete
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
