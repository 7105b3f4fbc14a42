// One step of the app's start: what main.tsx imports after this module runs in a task of its own.
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
