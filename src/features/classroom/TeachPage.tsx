import { Box, Link, Stack, Typography } from '@mui/material';
import { useReducer, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { PageHeading } from '@/components/layout/PageHeading';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { teachScreen } from '@/content/pages/teach';
import type { CreateClassRequest, CreatedClass } from '@/contract/classes';
import { copyText } from '@/lib/fileTransfer';
import type { SubmitResult } from '@/lib/form/useCheckedForm';
import { useHydrated } from '@/lib/useHydrated';
import { useCreateClassMutation } from '@/services/api';
import { ClassCreated } from './components/ClassCreated';
import { CreateClassForm } from './components/CreateClassForm';
import { KeptClassList } from './components/KeptClassList';
import { forgetClass, keepClass, readKeptClasses, teacherLink } from './keptClasses';
import { failureOf } from './requestErrors';

/**
 * /teach: what a class is, "Create a class" (warning first that the key is shown once), the new
 * class's code and teacher link, and the classes this browser keeps. Prerendered and hydrated
 * whole: the explanation and the form are the same for everyone and come as HTML at once; only
 * the list of kept classes is per visitor, read from this browser after hydration.
 */
export default function TeachPage() {
  const [createClass] = useCreateClassMutation();
  const [created, setCreated] = useState<CreatedClass | null>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  // The kept classes are read from this browser after hydration, and again whenever this page changes them.
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const kept = hydrated ? readKeptClasses() : [];

  const onCreate = async (request: CreateClassRequest): Promise<SubmitResult> => {
    const result = await createClass(request);
    if (result.error || !result.data) return failureOf(result.error ?? { message: 'No answer' });
    const cls = result.data;
    keepClass({ id: cls.id, code: cls.code, name: cls.name, key: cls.teacherKey, createdAt: cls.createdAt });
    changed();
    setCreated(cls);
    // The form goes; the focus goes to what replaced it, never to the page's body.
    requestAnimationFrame(() => readyHeading.current?.focus());
    return { ok: true };
  };

  return (
    <>
      <Seo meta={teachScreen.meta} />
      <Stack spacing={5}>
        <Box>
          <PageHeading title={teachScreen.title} intro={teachScreen.intro} />
          <Typography sx={{ mt: 2, maxWidth: '65ch' }}>
            Planning the period? The <Link component={RouterLink} underline="always" to={paths.teachLessons}>lesson plans</Link> fit one 55-minute lesson each, with
            timings, the teacher&rsquo;s answers and the questions worth asking. Pupils join at the{' '}
            <Link component={RouterLink} underline="always" to={paths.join}>join page</Link> with your class code.
          </Typography>
        </Box>

        <LabelledSection id="create-class" title={created ? 'Your class is ready' : 'Create a class'} headingRef={readyHeading} sx={{ maxWidth: '60rem' }}>
          {created ? (
            <ClassCreated
              name={created.name}
              code={created.code}
              teacherLink={teacherLink(window.location.origin, paths.teachClass(created.id), created.teacherKey)}
              classPath={paths.teachClass(created.id)}
              joinAddress={`${window.location.host}${paths.join}`}
              joinPath={paths.join}
              deleteAfter={created.deleteAfter}
              onCopy={(text) => copyText(text, 'teach')}
            />
          ) : (
            <CreateClassForm onCreate={onCreate} />
          )}
        </LabelledSection>

        <LabelledSection id="kept-classes" title="Your classes in this browser" sx={{ maxWidth: '60rem' }}>
          <Box sx={{ minHeight: '3rem' }}>
            {hydrated && (
              <KeptClassList
                classes={kept.map((c) => ({ id: c.id, name: c.name, code: c.code, href: paths.teachClass(c.id) }))}
                onForget={(id) => {
                  forgetClass(id);
                  changed();
                }}
              />
            )}
          </Box>
        </LabelledSection>
      </Stack>
    </>
  );
}
