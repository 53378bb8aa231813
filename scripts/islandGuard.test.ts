import { describe, expect, it } from 'vitest';
import { controlsOutsideIslands } from './islandGuard';

describe('the island guard', () => {
  it('passes a page whose controls are all inside islands, with links and disclosures outside', () => {
    const html = `
      <div data-island="nav-bar"><button>Menu</button></div>
      <main tabindex="-1"><p>Text <a href="/about">a link</a></p>
        <details><summary>More</summary><p>Hidden text</p></details>
        <span data-island="biography"><button>Who?</button></span>
      </main>`;
    expect(controlsOutsideIslands(html)).toEqual([]);
  });

  it('finds a button, a field and a focusable widget outside every island', () => {
    const html = `
      <div data-island="nav-bar"><button>Menu</button></div>
      <main><button>Warned you</button><input aria-label="Your answer"><div role="switch" tabindex="0">Pause</div></main>`;
    expect(controlsOutsideIslands(html)).toEqual(['<button> "Warned you"', '<input> "Your answer"', '<div role="switch"> "Pause"']);
  });
});
