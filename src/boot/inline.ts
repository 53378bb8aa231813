import { bootAfterFirstPaint } from './loader';

// The entry scripts/prerender.ts builds (one minified script) and inlines into every prerendered page.
bootAfterFirstPaint(window);
