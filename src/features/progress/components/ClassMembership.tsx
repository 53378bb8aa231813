import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { classroomWords } from '@/content/pages/classroom';

export interface ClassMembershipProps {
  /** The name of the class this browser has joined. */
  className: string;
  /** The nickname the pupil chose when joining (what the teacher sees). */
  nickname: string;
}

/**
 * On /progress when this browser is in a class: which class, under which nickname, and the link
 * to the pupil's own view (exactly what the teacher sees, and the way to leave). Two lines of text
 * and a link; nothing here asks the pupil to share more.
 */
export function ClassMembership({ className, nickname }: ClassMembershipProps) {
  return (
    <Stack spacing={1} sx={{ maxWidth: '65ch' }}>
      <Typography data-testid="class-membership">{classroomWords.youAreIn(className, nickname)}</Typography>
      <Link component={RouterLink} to={paths.myClass} sx={{ fontWeight: 600, alignSelf: 'flex-start' }}>
        {classroomWords.seeWhatTeacherSees}
      </Link>
    </Stack>
  );
}
