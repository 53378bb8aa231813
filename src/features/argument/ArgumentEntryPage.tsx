import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { argumentEntryScreen } from '@/content/pages/argument';
import { useTimerSetting } from '@/lib/timerSetting';
import { argumentActions, argumentSelectors } from './argumentSlice';
import { hasSavedGame, loadProgress } from './storage';
import { EntryScreen } from './components/EntryScreen';
import { useStartGame } from './useArgumentGame';

/** /argument: the entry screen. What the browser remembers is read after hydration, so the HTML matches. */
export default function ArgumentEntryPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const startGame = useStartGame();
  const progress = useAppSelector(argumentSelectors.selectProgress);
  const [timerSetting, setTimerSetting] = useTimerSetting();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    dispatch(argumentActions.progressLoaded({ progress: loadProgress() }));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    setSaved(hasSavedGame());
  }, [dispatch]);

  return (
    <>
      <Seo meta={argumentEntryScreen.meta} />
      <EntryScreen
        hasSavedGame={saved}
        progress={progress}
        timerSetting={timerSetting}
        onTimerSetting={setTimerSetting}
        onResume={() => navigate(paths.argumentResume)}
        onStart={() => {
          startGame();
          navigate(paths.argumentGame);
        }}
      />
    </>
  );
}
