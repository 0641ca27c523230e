import { options } from 'preact';
import { nextTask } from './next-task';

// Preact runs useEffect callbacks after the next animation frame (requestAnimationFrame, or 35 ms by timer). A page
// that paints no frame, a tab in the background or a browser test on a fake clock, would then not run them: the
// app would never say it is ready, and a carousel would never start. Here they run in a task of their own after
// the render, as React's scheduler runs them. Decision 016.
options.requestAnimationFrame = nextTask;
