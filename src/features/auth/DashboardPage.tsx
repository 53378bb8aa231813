import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { selectUser, useSession } from '@/app/session';
import { DashboardStats } from './components/DashboardStats';
import { VideoList } from './components/VideoList';
import { SAMPLE_STATS, SAMPLE_VIDEOS } from './sampleData';

function joinYear(createdAt: string | undefined): string {
  const year = createdAt ? new Date(createdAt).getUTCFullYear() : NaN;
  return Number.isNaN(year) ? String(new Date().getUTCFullYear()) : String(year);
}

/** Welcome, join year, "Upload New Video", stats and videos, all sample data (and labelled so). */
export default function DashboardPage() {
  const user = useSession(selectUser);
  const firstName = user?.username.split(' ')[0] || 'there';
  return (
    <>
      <Seo meta={{ title: 'Dashboard', description: 'Your Sophist dashboard (sample data).', path: paths.dashboard }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}>
        <Box>
          <Typography variant="h1">Dashboard</Typography>
          <Typography sx={{ fontSize: '1.25rem', mt: 1 }}>Welcome back, {firstName}.</Typography>
          <Typography sx={{ color: 'text.secondary' }}>Member since {joinYear(user?.createdAt)}</Typography>
        </Box>
        <Button variant="contained" size="large" component={RouterLink} to={paths.upload} startIcon={<UploadIcon />} sx={{ alignSelf: { xs: 'flex-start', md: 'auto' } }}>
          Upload New Video
        </Button>
      </Stack>

      <Alert severity="info" sx={{ mb: 4 }}>
        <AlertTitle>Sample data</AlertTitle>
        Everything below is made up for demonstration. Any resemblance to your actual channel is a coincidence, and frankly flattering.
      </Alert>

      <Box component="section" aria-labelledby="stats-heading" sx={{ mb: 5 }}>
        <Typography id="stats-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          Your stats <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1rem', fontFamily: 'inherit' }}>(sample data)</Typography>
        </Typography>
        <DashboardStats stats={SAMPLE_STATS} />
      </Box>

      <Box component="section" aria-labelledby="videos-heading">
        <Typography id="videos-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          Your videos <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1rem', fontFamily: 'inherit' }}>(sample data)</Typography>
        </Typography>
        <VideoList videos={SAMPLE_VIDEOS} />
      </Box>
    </>
  );
}
