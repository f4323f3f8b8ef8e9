import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

interface Span {
  project: string;
  file: string;
  start: number;
  end: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Printed after the default reporter's summary: the ten slowest test files and the wall time of each
 * project, so whoever runs `npm test` sees where its time goes. Times are measured here, in the main
 * process, from when a file is handed to a worker until its last test ends, so a file that waits on
 * its database or browser counts the wait too.
 */
export default class TimingReporter implements Reporter {
  /** By project and file: vitest may hand each hook its own TestModule object for the same file. */
  private readonly files = new Map<string, Span>();
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleQueued(testModule: TestModule) {
    this.span(testModule);
  }

  onTestModuleEnd(testModule: TestModule) {
    this.span(testModule).end = performance.now();
  }

  private span(testModule: TestModule): Span {
    const project = testModule.project.name;
    const key = `${project}\0${testModule.moduleId}`;
    const known = this.files.get(key);
    if (known) return known;
    const now = performance.now();
    const span = { project, file: path.relative(this.root, testModule.moduleId), start: now, end: now };
    this.files.set(key, span);
    return span;
  }

  onTestRunEnd() {
    if (this.files.size === 0) return;
    const lines = ['', 'Slowest test files (wall, from start to last test):'];
    const slowest = [...this.files.values()].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10);
    for (const span of slowest) lines.push(`  ${seconds(span.end - span.start).padStart(9)}  ${span.project.padEnd(9)} ${span.file}`);
    lines.push('', 'Wall time per project (first file started to last file ended; projects overlap):');
    for (const [name, project] of this.projects()) {
      lines.push(`  ${seconds(project.end - project.start).padStart(9)}  ${name.padEnd(9)} ${project.files} files`);
    }
    console.log(lines.join('\n') + '\n');
  }

  private projects(): Map<string, { start: number; end: number; files: number }> {
    const projects = new Map<string, { start: number; end: number; files: number }>();
    for (const span of this.files.values()) {
      const project = projects.get(span.project);
      if (!project) projects.set(span.project, { start: span.start, end: span.end, files: 1 });
      else {
        project.start = Math.min(project.start, span.start);
        project.end = Math.max(project.end, span.end);
        project.files += 1;
      }
    }
    return new Map([...projects].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start)));
  }
}
