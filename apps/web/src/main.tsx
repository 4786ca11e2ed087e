import { start } from './app/start';

// The app's entry (index.html): every page of the app is rendered in the browser.
void start();
