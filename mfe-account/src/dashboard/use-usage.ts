// The usage hook is shared with the upload pages: one copy, in the front-end kit.
export { useUsage } from '@fpl-assistant/web-kit';
