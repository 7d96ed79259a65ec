import { effectsRightAfterRender } from './lib/effect-timing.ts';

effectsRightAfterRender();
