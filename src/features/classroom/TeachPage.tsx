import { Box, Link, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useAppDispatch } from '@/app/hooks';
import { ClassCreated } from './components/ClassCreated';
import { CreateClassForm } from './components/CreateClassForm';
import { KeptClassList } from './components/KeptClassList';
import type { KeptClass } from './keptClasses';
import { teacherLink } from './teacherLink';
import { failureOf } from './requestErrors';

/**
 * /teach: what a class is, "Create a class" (warning first that the key is shown once), the new
 * class's code and teacher link, and the classes this browser keeps. Prerendered and hydrated
 * whole: the explanation and the form are the same for everyone and come as HTML at once; only
 * the list of kept classes is per visitor, read from this browser after hydration.
 */
/**
 * RTK Query and the contract's schemas it carries (27 kB of zod) load when Create is pressed, not
 * at start (issue 36: every app page's first load within 200 kB). Still the one api slice.
 */
async function createClassThroughApi(dispatch: ReturnType<typeof useAppDispatch>, request: CreateClassRequest) {
  const { api } = await import('@/services/api');
  // Importing the api adds its middleware to the running store; the first action through it only
  // sets it up (a request sent by that action would be lost), so a no-op goes first.
  dispatch(api.util.invalidateTags([]));
  return dispatch(api.endpoints.createClass.initiate(request));
}

/** The kept classes' module: its schema (and zod/mini) is not needed until after hydration. */
const keptClasses = () => import('./keptClasses');

export default function TeachPage() {
  const dispatch = useAppDispatch();
  const [created, setCreated] = useState<CreatedClass | null>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  // The kept classes are read from this browser after hydration, and again whenever this page changes
  // them. Their module (with the schema that checks what is stored, and zod/mini) loads then, not at start.
  const [kept, setKept] = useState<KeptClass[]>([]);
  const changed = useCallback(() => void keptClasses().then((m) => setKept(m.readKeptClasses())), []);
  useEffect(changed, [changed]);

  const onCreate = async (request: CreateClassRequest): Promise<SubmitResult> => {
    const result = await createClassThroughApi(dispatch, request);
    if (result.error || !result.data) return failureOf(result.error ?? { message: 'No answer' });
    const cls = result.data;
    (await keptClasses()).keepClass({ id: cls.id, code: cls.code, name: cls.name, key: cls.teacherKey, createdAt: cls.createdAt });
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
                  void keptClasses().then((m) => {
                    m.forgetClass(id);
                    changed();
                  });
                }}
              />
            )}
          </Box>
        </LabelledSection>
      </Stack>
    </>
  );
}
