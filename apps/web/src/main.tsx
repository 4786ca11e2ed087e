import { start } from './app/start';

// The app's entry (index.html): the app is the page (decision 067 for the pages the server renders).
void start();
