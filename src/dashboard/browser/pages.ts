/**
 * Every page of the dashboard, in one list: to add a page, write a `page-….ts` module exporting a
 * Page (a path below /dashboard and a render function) and add it here (docs/dashboard.md).
 * The first pattern that matches a path wins, so literal paths come before `:id` ones.
 */
import { onboardingPage, organizationPage, organizationsPage } from './page-organizations.js';
import { newProjectPage, PROJECT_SECTIONS, projectPage, projectSectionPlaceholder, projectsPage } from './page-projects.js';
import { signInCallbackPage, signInPage } from './page-sign-in.js';
import { webhooksPage } from './page-webhooks.js';
import type { Page } from './router.js';

/** The project's sections built so far; the others are placeholders. */
const PROJECT_SECTION_PAGES: Page[] = [webhooksPage];

export const PAGES: Page[] = [
  signInPage,
  signInCallbackPage,
  onboardingPage,
  organizationsPage,
  organizationPage,
  projectsPage,
  newProjectPage,
  projectPage,
  ...PROJECT_SECTION_PAGES,
  ...PROJECT_SECTIONS.filter(([, below]) => !PROJECT_SECTION_PAGES.some((page) => page.path.endsWith(below))).map(([label, below]) =>
    projectSectionPlaceholder(label, below),
  ),
];
