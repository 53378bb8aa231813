import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

// The dialog (MUI's Modal and its transitions) loads the first time the reader opens it.
const WarnedYouModal = lazy(() => import('./WarnedYouModal'));

/** The logos page's "Learn More" and its "I Warned You!" dialog: an island on a page that is otherwise read. */
export function WarnedYouButton() {
  const [warned, setWarned] = useState(false);
  const [warnedOnce, setWarnedOnce] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="warning"
        onClick={() => {
          setWarnedOnce(true);
          setWarned(true);
        }}
      >
        Learn More
      </Button>
      {warnedOnce && (
        <Suspense fallback={null}>
          <WarnedYouModal open={warned} onClose={() => setWarned(false)} />
        </Suspense>
      )}
    </>
  );
}
