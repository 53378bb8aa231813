import { Box } from '@mui/material';

export type DetectiveMood = 'thinking' | 'pleased' | 'unimpressed';

export interface DetectiveCharacterProps {
  /** The face to draw: thinking (waiting), pleased (right) or unimpressed (wrong). */
  mood?: DetectiveMood;
  /** Width in px; the drawing keeps its proportions. */
  size?: number;
}

const MOOD_LABEL: Record<DetectiveMood, string> = {
  thinking: 'thinking it over',
  pleased: 'pleased with you',
  unimpressed: 'unimpressed',
};

/**
 * The Detective: an original chalk drawing (deerstalker, magnifying glass, a raised eyebrow),
 * drawn in the board's chalk colour. Its face follows the last answer.
 */
export function DetectiveCharacter({ mood = 'thinking', size = 140 }: DetectiveCharacterProps) {
  const mouth =
    mood === 'pleased' ? 'M52 78 Q62 88 72 78' : mood === 'unimpressed' ? 'M53 82 L71 80' : 'M54 81 Q62 78 70 81';
  const leftBrow = mood === 'unimpressed' ? 'M44 56 L56 58' : 'M44 55 Q50 51 56 55';
  const rightBrow = mood === 'thinking' ? 'M68 52 Q74 46 80 51' : mood === 'unimpressed' ? 'M68 58 L80 56' : 'M68 55 Q74 51 80 55';
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`The Detective, a chalk drawing, ${MOOD_LABEL[mood]}`}
      viewBox="0 0 140 200"
      data-mood={mood}
      sx={{ width: size, height: 'auto', flex: '0 0 auto', color: 'chalk.main', display: { xs: 'none', sm: 'block' } }}
    >
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {/* Deerstalker: crown, two brims, the ear flap and its bow. */}
        <path d="M36 46 Q38 18 62 16 Q88 18 90 46" />
        <path d="M30 47 Q62 38 96 47" />
        <path d="M90 45 L106 40" />
        <path d="M36 46 L20 42" />
        <path d="M62 16 L62 44" strokeDasharray="3 5" />
        <path d="M40 47 Q36 62 42 70" />
        {/* Head. */}
        <path d="M40 50 Q38 92 62 96 Q86 92 84 50" />
        {/* Eyebrows, eyes, nose, mouth. */}
        <path d={leftBrow} />
        <path d={rightBrow} />
        <circle cx="50" cy="62" r="2.5" fill="currentColor" />
        <circle cx="74" cy="62" r="2.5" fill="currentColor" />
        <path d="M62 64 Q58 72 63 73" />
        <path d={mouth} />
        {/* Coat with a cape and collar. */}
        <path d="M46 96 L30 120 L26 190" />
        <path d="M78 96 L94 120 L98 190" />
        <path d="M28 124 Q62 140 96 124" />
        <path d="M54 98 L62 112 L70 98" />
        <path d="M62 112 L62 190" strokeDasharray="2 7" />
        {/* Arm raising the magnifying glass. */}
        <path d="M94 124 Q112 120 112 100" />
        <circle cx="116" cy="84" r="14" />
        <path d="M111 78 Q114 74 119 74" strokeWidth="2" opacity="0.7" />
        <path d="M112 98 L110 106" strokeWidth="5" />
      </g>
    </Box>
  );
}
