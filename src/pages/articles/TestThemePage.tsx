import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GradientBanner } from '@/components/content/GradientBanner';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { testTheme } from '@/content/pages/misc';
import { PauseSwitch } from './PauseSwitch';

/** /test-theme: the 5 s gradient, and the way home. */
export default function TestThemePage() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Seo meta={testTheme.meta} />
      <GradientBanner paused={paused} minHeight={420}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {testTheme.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: '60ch', mb: 4 }}>
          {testTheme.text}
        </Typography>
        <Box>
          <Button variant="contained" color="warning" size="large" component={RouterLink} to={paths.home} startIcon={<ArrowBackIcon />}>
            Back to Home
          </Button>
        </Box>
      </GradientBanner>
      <Box sx={{ mt: 2 }}>
        <PauseSwitch paused={paused} onChange={setPaused} />
      </Box>
    </>
  );
}
