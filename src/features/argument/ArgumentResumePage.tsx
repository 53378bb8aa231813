import { Box, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/Toast';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { NO_SAVED_GAME_TOAST, RESUMING } from './copy';
import { useResumeGame } from './useArgumentGame';

const meta = {
  title: 'Resume your argument | Sophist',
  description: 'Pick up the argument you saved, slots, clock and all.',
  path: paths.argumentResume,
};

/**
 * /argument/resume: restores the saved game and continues it on /argument-game. With no saved game (or one too
 * corrupt to read) it goes to /argument with an info toast.
 */
export default function ArgumentResumePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const resume = useResumeGame();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (resume()) {
      navigate(paths.argumentGame, { replace: true });
    } else {
      toast.show(NO_SAVED_GAME_TOAST, 'info');
      navigate(paths.argument, { replace: true });
    }
  }, [resume, navigate, toast]);

  return (
    <>
      <Seo meta={meta} />
      <Typography variant="h1" gutterBottom>
        {RESUMING.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Spinner size={24} label={RESUMING.spinner} />
        <Typography>{RESUMING.line}</Typography>
      </Box>
    </>
  );
}
