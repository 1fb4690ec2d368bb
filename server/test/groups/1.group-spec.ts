import { runGroup } from './groups';

runGroup(1);
