import type { StorybookConfig } from '@storybook/react-vite';

/** Configured by hand (STACK.md: `storybook init` cannot run here). */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A designer opens this to work from it: no "Get started" checklist in the sidebar or the menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  staticDirs: ['../public'],
};

export default config;
