import { runGroup } from './groups';

runGroup(5);
