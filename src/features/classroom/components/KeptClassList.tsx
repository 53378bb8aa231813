import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatClassCode } from '@/contract/classSettings';

// The confirmation loads when asked for, so /teach's first load does not carry the dialog.
const Modal = lazy(() => import('@/components/feedback/Modal').then((m) => ({ default: m.Modal })));

export interface KeptClassItem {
  id: string;
  name: string;
  /** Six characters without the dash. */
  code: string;
  /** Where the class opens (its page; the key comes from this browser). */
  href: string;
}

export interface KeptClassListProps {
  /** The classes this browser keeps the teacher key of, newest first. */
  classes: KeptClassItem[];
  /** Forgets a class in this browser only (after the teacher confirms). */
  onForget: (id: string) => void;
}

/**
 * The classes whose teacher keys this browser keeps: each opens its class page, and each can be
 * forgotten here (the class stays on the server until deleted or expired; only this browser's key
 * goes, so forgetting asks first). Keyboard: each class's link, then its Forget button; the dialog
 * traps focus and gives it back.
 */
export function KeptClassList({ classes, onForget }: KeptClassListProps) {
  const [forgetting, setForgetting] = useState<KeptClassItem | null>(null);
  if (classes.length === 0) return <Typography>This browser keeps no class yet. Create one above, or open a teacher link you saved.</Typography>;
  return (
    <Box>
      <List disablePadding>
        {classes.map((c) => (
          <ListItem key={c.id} disableGutters divider>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Typography>
                <Link component={RouterLink} underline="always" to={c.href} sx={{ fontWeight: 700 }}>
                  {c.name || 'A class'}
                </Link>{' '}
                {c.code && <Box component="span" sx={{ fontFamily: 'monospace', ml: 1 }}>{`code ${formatClassCode(c.code)}`}</Box>}
              </Typography>
              <Button variant="text" color="error" onClick={() => setForgetting(c)} aria-label={`Forget ${c.name || 'this class'} in this browser`}>
                Forget
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {forgetting && (
        <Suspense fallback={null}>
          <Modal
            open
            title={`Forget “${forgetting.name || 'this class'}” in this browser?`}
            onClose={() => setForgetting(null)}
            cancelLabel="Keep it"
            confirmLabel="Forget it here"
            onConfirm={() => {
              onForget(forgetting.id);
              setForgetting(null);
            }}
            maxWidth="xs"
          >
            <Typography>
              This browser forgets the class&rsquo;s teacher key. The class and its pupils&rsquo; results stay until the class is
              deleted or goes by itself after 30 days unused; without a saved teacher link you cannot open it again. To delete the
              class itself, open it and use &ldquo;Delete this class&rdquo;.
            </Typography>
          </Modal>
        </Suspense>
      )}
    </Box>
  );
}
