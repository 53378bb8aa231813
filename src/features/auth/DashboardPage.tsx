import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { LabelledSection } from '@/components/layout/LabelledSection';
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

/** The quiet "(sample data)" after a section's heading words. */
function SampleNote() {
  return (
    <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1rem', fontFamily: 'inherit' }}>
      (sample data)
    </Typography>
  );
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

      <LabelledSection id="stats-heading" title={<>Your stats <SampleNote /></>} headingSx={{ fontSize: '1.75rem' }} sx={{ mb: 5 }}>
        <DashboardStats stats={SAMPLE_STATS} />
      </LabelledSection>

      <LabelledSection id="videos-heading" title={<>Your videos <SampleNote /></>} headingSx={{ fontSize: '1.75rem' }}>
        <VideoList videos={SAMPLE_VIDEOS} />
      </LabelledSection>
    </>
  );
}
