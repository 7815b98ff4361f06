// The order of test files (vitest.config.ts `sequence.sequencer`): vitest's own (failed, then slowest first), except
// that files named `*.last.test.ts` run after every other file of the run. The API project runs its files one after
// another on one server, so such a file checks what all the others left in the database (the sales rollups' drift).
import { BaseSequencer, type TestSpecification } from "vitest/node";

const isLast = (spec: TestSpecification) => spec.moduleId.endsWith(".last.test.ts");

export class LastFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !isLast(spec)), ...sorted.filter(isLast)];
  }
}
