import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { BackLink } from '@/components/layout/BackLink';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { DropZone, type PickedFile } from './components/DropZone';
import { UPLOAD_CLAIM } from './sampleData';

/** The static video drop zone (signed-in users only). Nothing is uploaded. */
export default function UploadPage() {
  const [file, setFile] = useState<PickedFile | null>(null);
  return (
    <>
      <Seo meta={{ title: 'Upload a Video', description: 'Drop a video to analyse its rhetoric (a demonstration page).', path: paths.upload }} />
      <BackLink to={paths.dashboard} label="Back to the dashboard" />
      <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
        Upload a Video
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '65ch' }}>
        Got footage of someone being confidently wrong? Drop it here and imagine the analysis.
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        This page is a demonstration: picking a file shows its name and size, and nothing leaves your computer.
      </Alert>
      <DropZone accepts={UPLOAD_CLAIM} file={file} onFile={setFile} />
    </>
  );
}
