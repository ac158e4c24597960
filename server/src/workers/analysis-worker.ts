// A worker thread of the analysis pool (services/analysis-pool.ts): one analysis a task.
import { type AnalysisTask, runAnalysisTask } from '../services/analysis-task.js';

export default function analyze(task: AnalysisTask) {
  return runAnalysisTask(task);
}
