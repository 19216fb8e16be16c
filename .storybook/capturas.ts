/**
 * Visual baselines of every story, taken in the same run that already renders it as a test:
 * after the story's play function and its accessibility check have passed, one picture of the
 * story's root in the light theme and one in the high-contrast theme, each compared pixel for
 * pixel with the committed baseline in `.storybook/__screenshots__/` (see vitest.config.ts).
 *
 * The second picture swaps the theme's class on the story's root instead of rendering the story
 * again: the components read only the theme's CSS variables, so the swap is what a re-render in
 * that theme would paint, at the cost of one screenshot.
 *
 * A story whose picture cannot be stable opts out with a reason:
 * `parameters: { capturas: { omitir: 'why' } }`.
 */
import { type ClinicaTheme, highContrastTheme, lightTheme } from '@clinica/ui';
import { setInteractionModality } from 'react-aria';
import { afterEach, beforeEach, expect, type TestContext, vi } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  /** Defined in capturas-node.ts. */
  interface BrowserCommands {
    mouseOutside: () => Promise<void>;
    mouseToCorner: () => Promise<void>;
    matchesBaseline: (selector: string, name: string) => Promise<boolean>;
  }
}

/** The instant every story starts at: the stories' "today" must not move the pictures. */
export const STORY_CLOCK = new Date('2026-11-25T11:00:00Z');

const themeClass: Record<ClinicaTheme, string> = {
  light: lightTheme,
  highContrast: highContrastTheme,
};

/** What addon-vitest leaves on the test's context: the composed story it ran. */
interface StoryUnderTest {
  storyName: string;
  parameters: { capturas?: { omitir?: unknown } };
  globals: { theme?: ClinicaTheme };
}

const storyOf = (context: TestContext) =>
  (context as TestContext & { story?: StoryUnderTest }).story;

// Transitions would animate the theme swap's colours; Playwright already stops animations and
// hides the caret while it takes the picture.
const stillStyle = '*, *::before, *::after { transition: none !important; }';

beforeEach(() => {
  // One page runs every story file (isolate: false), and react-aria keeps the last interaction
  // (keyboard or pointer) in a global: it decides whether a focused element shows its ring.
  // Every story starts as after a key press, or its picture would depend on the story before.
  setInteractionModality('keyboard');
  // Dates shown by the stories (the calendar's today, "citas de hoy", today's date by default
  // in the wizards) come from this instant, and the clock still runs from it.
  vi.useFakeTimers({ now: STORY_CLOCK, toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(async (context) => {
  try {
    await compareWithBaselines(context);
  } finally {
    vi.useRealTimers();
    await commands.mouseOutside();
  }
});

async function compareWithBaselines(context: TestContext) {
  const story = storyOf(context);
  // A story that already failed has nothing worth comparing; its own error says why.
  if (!story || context.task.result?.state === 'fail') return;
  const omitir = story.parameters.capturas?.omitir;
  if (omitir !== undefined) {
    if (typeof omitir !== 'string' || omitir.trim() === '') {
      throw new Error(`${story.storyName}: parameters.capturas.omitir needs the reason, in words`);
    }
    return;
  }
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('The preview’s decorator did not render [data-story-root]');

  const still = document.createElement('style');
  still.textContent = stillStyle;
  document.head.append(still);
  const shown = story.globals.theme ?? 'light';
  try {
    // Whether a clicked element still shows its hover depends on when Chromium last sent a
    // pointer event: no picture shows a hover.
    await commands.mouseToCorner();
    await settle();
    await document.fonts.ready;
    reachOverlays(root);
    await compare(root, `${story.storyName}-${shown}`);
    const other: ClinicaTheme = shown === 'light' ? 'highContrast' : 'light';
    swapTheme(root, shown, other);
    reachOverlays(root);
    await compare(root, `${story.storyName}-${other}`);
    swapTheme(root, other, shown);
  } finally {
    still.remove();
    root.style.minHeight = '';
  }
}

/**
 * The same bytes as the baseline settle it at once; otherwise Vitest compares pixel by pixel and,
 * if they differ, records the failure and the story's other picture is still taken.
 */
async function compare(root: HTMLElement, name: string) {
  // Vitest's own sanitising of a screenshot's name, so both sides use one file.
  const file = name.replace(/[^\w-]+/g, '');
  if (await commands.matchesBaseline('[data-story-root]', file)) return;
  await expect.soft(root).toMatchScreenshot(file);
}

const nextFrame = () => new Promise(requestAnimationFrame);

/**
 * Waits for what is still moving when the play function ends: a dialog fading in or out (react-aria
 * keeps it in the page with `data-entering`/`data-exiting` until its animation ends), a toast
 * sliding in. Spinners and skeletons loop forever: Playwright stops those for the picture.
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await nextFrame();
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    if (finite.length === 0 && !document.querySelector('[data-entering], [data-exiting]')) return;
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
  }
}

/**
 * The theme's class sits on the provider's two elements under the root: the content and the
 * themed container that dialogs, popovers and toasts portal into.
 */
function swapTheme(root: HTMLElement, from: ClinicaTheme, to: ClinicaTheme) {
  for (const element of root.querySelectorAll<HTMLElement>(`:scope > .${themeClass[from]}`)) {
    element.classList.replace(themeClass[from], themeClass[to]);
    if (element.dataset.theme) element.dataset.theme = to;
  }
}

/**
 * The picture is the root's box. An open dialog is fixed over the whole window and a popover can
 * hang below a short story: the root grows (empty space at its bottom) to take them in.
 */
function reachOverlays(root: HTMLElement) {
  root.style.minHeight = '';
  const box = root.getBoundingClientRect();
  let bottom = box.bottom;
  for (const element of root.querySelectorAll('[data-clinica-overlays] *')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  if (bottom > box.bottom) root.style.minHeight = `${Math.ceil(bottom - box.top)}px`;
}
