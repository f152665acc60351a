"""setlab as the package ships it: every subcommand with every --variant, from the release build
(make test builds it as the Debian package does; SETLAB_BINARY names another). The release
build once crashed where the debug build never did (`setlab puzzle --variant ultra9`), so the
program players get is the one run here. No display is needed."""
import os
import re
import subprocess
import unittest

from harness import APP

SETLAB = os.environ.get("SETLAB_BINARY", os.path.join(os.path.dirname(APP), "setlab"))
VARIANTS = ["standard", "junior", "shuffle", "chain", "ultra", "ultra-chain", "ultra9", "ghost", "mega", "4set", "4set-junior",
            "4set-junior-chain"]
# What each variant calls a match, as setlab counts them ("3 Sets", "1 4Set").
MATCH = {"ultra": "UltraSet", "ultra-chain": "UltraSet", "ultra9": "UltraSet", "ghost": "GhostSet", "4set": "4Set", "4set-junior": "4Set",
         "4set-junior-chain": "4Set"}


def setlab(*arguments, timeout=120):
    result = subprocess.run([SETLAB, *arguments], capture_output=True, text=True, timeout=timeout, env=dict(os.environ, LANG="C.UTF-8"))
    return result


class SetlabTests(unittest.TestCase):
    def ran(self, *arguments, timeout=120):
        result = setlab(*arguments, timeout=timeout)
        self.assertEqual(result.returncode, 0, f"setlab {' '.join(arguments)} ended with {result.returncode}:\n{result.stderr[-3000:]}")
        self.assertEqual(result.stderr, "", f"setlab {' '.join(arguments)} wrote to stderr")
        return result.stdout

    def test_every_subcommand_runs_with_every_variant(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                # The endless Puzzle's table, with its matches: then solving that table finds as many.
                puzzle = self.ran("puzzle", "--seed", "9", "--variant", variant).splitlines()
                table = puzzle[0].split(": ", 1)[1].split()
                answers = puzzle[1:-1]
                word = MATCH.get(variant, "Set")
                self.assertGreaterEqual(len(answers), 3, f"{variant}: a table of a few matches")
                self.assertRegex(puzzle[-1], rf"^{len(answers)} {word}s?$")
                solved = self.ran("solve", "--variant", variant, *table).splitlines()
                self.assertEqual(solved[-1], puzzle[-1])
                self.assertEqual(sorted(solved[:-1]), sorted(answers), f"{variant}: solve finds what puzzle answers")
                drawn = self.ran("random", "--variant", variant, "--cards", "12" if variant not in ("junior", "ultra9") else "9",
                                 "--samples", "2000", "--seed", "3")
                self.assertIn("2000", drawn)
                simulated = self.ran("simulate", "--variant", variant, "--games", "30", "--seed", "5", "--json")
                self.assertRegex(simulated, r'"games"\s*:\s*30\b')

    def test_the_daily_puzzle_of_a_date_holds_six_sets(self):
        lines = self.ran("puzzle", "2026-11-22").splitlines()
        self.assertTrue(lines[0].startswith("Puzzle of 2026-11-22: "))
        self.assertEqual((len(lines), lines[-1]), (8, "6 Sets"))

    def test_bench_times_the_solver_and_the_simulator(self):
        report = self.ran("bench", "--games", "500", timeout=300)
        self.assertRegex(report, r"games/s")
        self.assertRegex(report, r"Peak memory")

    def test_a_wrong_argument_is_refused_in_words_with_status_2(self):
        for arguments in (["solve", "1RSD", "1RSD"], ["solve", "--variant", "4set", "1RSD2"], ["puzzle", "2026-02-30"], ["random", "--cards", "0"]):
            with self.subTest(arguments=arguments):
                result = setlab(*arguments)
                self.assertEqual(result.returncode, 2, result.stderr)
                self.assertNotIn("Fatal", result.stderr)
                self.assertTrue(re.search(r"Error: ", result.stderr), result.stderr)


if __name__ == "__main__":
    unittest.main()
