import { Chip, List, ListItem, ListItemAvatar, ListItemText, Avatar, Typography } from '@mui/material';
import VideoFileIcon from '@mui/icons-material/VideoFileOutlined';
import type { SampleVideo, VideoStatus } from '../sampleData';

export interface VideoListProps {
  /** The uploaded videos to list, newest first. */
  videos: ReadonlyArray<SampleVideo>;
}

const STATUS: Record<VideoStatus, { label: string; color: 'success' | 'info' | 'default' }> = {
  published: { label: 'Published', color: 'success' },
  processing: { label: 'Processing', color: 'info' },
  draft: { label: 'Draft', color: 'default' },
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en-GB');

/** The dashboard's videos: title, upload date, length, views, fallacies flagged and a status chip. */
export function VideoList({ videos }: VideoListProps) {
  if (videos.length === 0) return <Typography>No videos yet. The world waits, breathlessly.</Typography>;
  return (
    <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {videos.map((v, i) => {
        const status = STATUS[v.status];
        return (
          <ListItem
            key={v.id}
            divider={i < videos.length - 1}
            secondaryAction={<Chip size="small" label={status.label} color={status.color} variant={v.status === 'draft' ? 'outlined' : 'filled'} />}
            sx={{ pr: 14 }}
          >
            <ListItemAvatar>
              <Avatar variant="rounded" sx={{ bgcolor: 'board.main', color: 'chalk.main' }}>
                <VideoFileIcon aria-hidden="true" />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={v.title}
              secondary={`${dateFormat.format(new Date(v.uploadedAt))} · ${v.duration} · ${numberFormat.format(v.views)} views · ${v.fallaciesFlagged} fallacies flagged`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
