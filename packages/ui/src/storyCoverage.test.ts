import { describe, expect, it } from 'vitest';

// Every component file (a .tsx that is not a story or a test) must have a story file in its
// folder. `internal/` holds private helpers covered through the components that use them; the
// embed's widget entries only mount `EmbeddedChatbot` and `EmbeddedCommander` (which have their
// stories) in a shadow root; benchmarks (`*.bench.tsx`) render components, they are none.
const componentFiles = Object.keys(
  import.meta.glob([
    './**/*.tsx',
    '!./**/*.stories.tsx',
    '!./**/*.test.tsx',
    '!./**/*.bench.tsx',
    '!./internal/**',
    '!./testing/**',
    '!./embed/widget.tsx',
    '!./embed/commanderWidget.tsx',
  ]),
);
const storyFiles = Object.keys(import.meta.glob('./**/*.stories.tsx'));

describe('stories', () => {
  it('every component file has a story beside it', () => {
    const storyNames = new Set(storyFiles.map((file) => file.replace(/\.stories\.tsx$/, '')));
    const missing = componentFiles.filter((file) => !storyNames.has(file.replace(/\.tsx$/, '')));
    expect(componentFiles.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('there are at least 40 stories in all', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });
    const stories = Object.values(modules).flatMap((module) =>
      Object.keys(module).filter((name) => name !== 'default'),
    );
    expect(stories.length).toBeGreaterThanOrEqual(40);
  });
});
