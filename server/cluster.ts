// Runs the cluster without the build step of `npm run start:cluster` (for a deployment that
// builds ahead, and for the tests): see clusterPrimary.ts.
import { clusterRefusal, runCluster } from './clusterPrimary';

const refused = clusterRefusal(process.env);
if (refused) {
  console.error(refused);
  process.exit(1);
}
runCluster(process.env);
