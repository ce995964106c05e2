"""The Python module against the CLI's files and MAIFS's own runs (run by CTest: py_maifs)."""

import math
import os
import shutil
import subprocess
import tempfile
import unittest

import numpy as np

import maifs

SOURCE = os.environ["MAIFS_SOURCE_DIR"]
CLI = os.environ["MAIFS_CLI"]
DEMO = os.path.join(SOURCE, "tests", "data", "demo.yaml")
TINY = os.path.join(SOURCE, "tests", "data", "maifs-tiny.yaml")

# The hand-worked case of tests/core/tst_engine.cpp: one 1-GPU node, res50 jobs of 100 s and 50 s
# submitted at 0 and 10 under FIFO: the second waits until 100, so the JCTs are 100 and 140.
TWO_JOBS = """version: 1
name: two-jobs
seed: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 10, duration: 50, model: res50}
"""


class TempDir(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="maifs-py-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path


class Runs(TempDir):
    def test_a_run_from_python_equals_the_clis_files(self):
        for scheduler in ("fifo", "tiresias+tune", "tetris"):
            with self.subTest(scheduler=scheduler):
                folder = os.path.join(self.dir, scheduler)
                subprocess.run([CLI, "simulate", DEMO, "--scheduler", scheduler, "--seed", "2",
                                "--records", "full", "--out", folder],
                               check=True, capture_output=True)
                from_cli = maifs.read_run(folder)
                here = maifs.simulate(DEMO, scheduler, seed=2, records="full")
                self.assertTrue(here.equals(from_cli))
                self.assertEqual(here.scheduler, scheduler)
                self.assertEqual(here.seed, 2)
                self.assertGreater(len(here.decisions), 0)
                self.assertEqual(len(here.jobs["id"]), here.summary["jobs"])

    def test_hand_worked_jcts(self):
        run = maifs.simulate(self.write("two.yaml", TWO_JOBS), "fifo")
        self.assertEqual(run.jobs["id"], ["j0", "j1"])
        np.testing.assert_array_equal(run.jobs["jct"], [100.0, 140.0])
        np.testing.assert_array_equal(run.jobs["start"], [0.0, 100.0])
        np.testing.assert_array_equal(run.jobs["wait"], [0.0, 90.0])
        self.assertEqual(run.summary["mean_jct_s"], 120)
        self.assertEqual(run.summary["makespan_s"], 150)
        self.assertEqual(run.jobs["gpus"].dtype, np.int64)
        self.assertIsNone(run.decisions)  # records="summary" by default

    def test_records_none_keeps_only_the_summary(self):
        run = maifs.simulate(DEMO, "fifo", records="none")
        self.assertEqual(run.jobs, {})
        self.assertGreater(run.summary["jobs"], 0)

    def test_out_writes_a_folder_that_reads_back_the_same(self):
        folder = os.path.join(self.dir, "run")
        run = maifs.simulate(DEMO, "sjf", seed=3, records="full", out=folder)
        self.assertTrue(maifs.read_run(folder).equals(run))

    def test_a_truncated_run_folder_is_refused_with_the_file_named(self):
        folder = os.path.join(self.dir, "run")
        maifs.simulate(DEMO, "fifo", out=folder)
        with open(os.path.join(folder, "jobs.csv"), "r+b") as f:
            f.truncate(10)
        with self.assertRaises(maifs.InputError) as caught:
            maifs.read_run(folder)
        self.assertIn("jobs.csv", str(caught.exception))
        self.assertIn("expected", str(caught.exception))

    def test_compare_equals_the_single_runs(self):
        rows = maifs.compare(DEMO, ["fifo", "srtf"], seeds=[1, 2])
        self.assertEqual([(r["scheduler"], r["seed"]) for r in rows],
                         [("fifo", 1), ("fifo", 2), ("srtf", 1), ("srtf", 2)])
        for r in rows:
            single = maifs.simulate(DEMO, r["scheduler"], seed=r["seed"]).summary
            self.assertEqual(r["mean_jct_s"], single["mean_jct_s"])
            self.assertEqual(r["makespan_s"], single["makespan_s"])
        expanded = {r["scheduler"] for r in maifs.compare(DEMO, ["all"])}
        self.assertIn("tiresias", expanded)
        self.assertFalse(any(s.startswith("maifs") for s in expanded))

    def test_bad_input_names_file_line_and_field(self):
        bad = self.write("bad.yaml", TWO_JOBS.replace("gpus: 1,", "gpus: one,"))
        with self.assertRaises(maifs.InputError) as caught:
            maifs.simulate(bad)
        message = str(caught.exception)
        self.assertIn("bad.yaml:5", message)
        self.assertIn("gpus", message)
        self.assertIsInstance(caught.exception, ValueError)
        with self.assertRaises(ValueError):
            maifs.simulate(DEMO, "no-such-scheduler")
        with self.assertRaises(ValueError):
            maifs.simulate(DEMO, "fifo", records="some")

    def test_schedulers_lists_baselines_and_maifs(self):
        ids = maifs.schedulers()
        self.assertIn("fifo", ids)
        self.assertIn("maifs-rule", ids)


class Env(TempDir):
    def play(self, env, choose, seed=1):
        obs, info = env.reset(seed=seed)
        rewards, steps = [], 0
        terminated = truncated = False
        while not (terminated or truncated):
            self.assertEqual(obs.shape, (env.agents, env.observation_size))
            self.assertEqual(info["action_mask"].shape, (env.agents, env.action_count))
            obs, reward, terminated, truncated, info = env.step(*choose(env, info["action_mask"]))
            rewards.append(reward)
            steps += 1
        return rewards, steps, terminated

    def test_a_random_masked_policy_plays_an_episode_to_its_end(self):
        rng = np.random.Generator(np.random.PCG64(5))

        def random_feasible(env, mask):
            return [rng.choice(np.flatnonzero(row)) for row in mask], None

        env = maifs.MultiAgentEnv(TINY, split="whole")
        rewards, steps, terminated = self.play(env, random_feasible)
        self.assertTrue(terminated)
        self.assertGreater(steps, 10)
        self.assertTrue(all(math.isfinite(r) and r <= 0 for r in rewards))
        run = env.run()
        self.assertEqual(run.summary["jobs_finished"], run.summary["jobs"])
        self.assertEqual(run.summary["end"], "completed")
        with self.assertRaises(RuntimeError):
            env.step([0] * 2)

    def test_the_rules_actions_replay_maifs_rule_exactly(self):
        env = maifs.MultiAgentEnv(TINY, split="whole")
        self.play(env, lambda e, mask: e.rule_actions(), seed=7)
        played = env.run().summary
        rule = maifs.simulate(TINY, "maifs-rule", seed=7).summary
        for key in ("jobs", "mean_jct_s", "p95_jct_s", "makespan_s", "gpu_util", "cpu_util"):
            self.assertEqual(played[key], rule[key], key)

    def test_a_baseline_runs_on_the_same_window(self):
        config = {"episode_jobs": 40}
        env = maifs.MultiAgentEnv(TINY, config=config, split="held_out")
        self.play(env, lambda e, mask: e.rule_actions(), seed=3)
        window = env.run().summary
        rule = env.baseline("maifs-rule").summary
        for key in ("jobs", "mean_jct_s", "makespan_s"):
            self.assertEqual(window[key], rule[key], key)
        self.assertEqual(window["jobs"], 40)
        fifo = env.baseline("fifo")
        self.assertEqual(fifo.summary["jobs"], 40)
        self.assertEqual(fifo.scheduler, "fifo")
        with self.assertRaises(ValueError):
            env.baseline("fifo", window=env.windows)

    def test_rewards_sum_to_minus_the_mean_jct(self):
        config = {"conflict_penalty": 0, "episode_jobs": 160}
        env = maifs.MultiAgentEnv(TINY, config=config, split="whole")
        rewards, _, _ = self.play(env, lambda e, mask: e.rule_actions())
        jct = env.run().jobs["jct"]
        self.assertFalse(np.isnan(jct).any())
        self.assertAlmostEqual(sum(rewards), -jct.sum() / (3600 * 160), places=6)

    def test_the_rollout_teacher_is_never_worse_than_the_rule(self):
        # maifs-tiny at 30 jobs an hour: queues form, so which job starts first matters.
        path = os.path.join(self.dir, "tiny-congested.yaml")
        with open(TINY) as f:
            text = f.read().replace("jobs_per_hour: 12", "jobs_per_hour: 30")
        with open(path, "w") as f:
            f.write(text)
        config = {"episode_jobs": 20, "shortest_first_window": True, "idle_over_starving": True,
                  "running_slots": 2, "preempt_to_admit": 2, "round_retune": True,
                  "rollout_clairvoyant": True}
        env = maifs.MultiAgentEnv(path, config=config, split="train")
        better = 0
        for window in range(3):
            env.reset(seed=1, options={"window": window})
            self.play_to_end(env, env.rule_actions)
            rule = env.run().summary["mean_jct_s"]
            env.reset(seed=1, options={"window": window})
            self.play_to_end(env, env.rollout_actions)
            taught = env.run().summary["mean_jct_s"]
            # The engine is deterministic: the last rollout scored exactly this episode.
            self.assertAlmostEqual(taught, env.rollout_mean_jct_s, places=6)
            self.assertLessEqual(taught, rule)
            better += taught < rule
        self.assertGreaterEqual(better, 1)
        with self.assertRaises(RuntimeError):
            env.rollout_actions()  # the episode has ended
        # Each agent's best response to the rule: the joint step's departure is one of them.
        env.reset(seed=1, options={"window": 0})
        departures = 0
        terminated = False
        while not terminated:
            actions, bids, rows = env.rollout_actions()
            rule = env.rule_actions()[0]
            best = env.rollout_agent_best
            self.assertEqual(len(best), len(rule))
            departing = actions != rule
            self.assertLessEqual(int(departing.sum()), 1)
            np.testing.assert_array_equal(best[departing], actions[departing])
            departures += int(departing.sum())
            _, _, terminated, _, _ = env.step(actions, bids, rows)
        self.assertGreaterEqual(departures, 1)

    def play_to_end(self, env, choose):
        terminated = False
        while not terminated:
            terminated = env.step(*choose())[2]

    def test_a_masked_action_is_refused_and_nothing_is_taken(self):
        env = maifs.MultiAgentEnv(TINY, split="whole")
        _, info = env.reset(seed=1)
        mask = info["action_mask"]
        agent, action = np.argwhere(~mask)[0]
        actions = [0] * env.agents
        actions[agent] = int(action)
        with self.assertRaises(ValueError) as caught:
            env.step(actions)
        self.assertIn(f"agent {agent}", str(caught.exception))
        with self.assertRaises(ValueError):
            env.step([0] * (env.agents + 1))
        self.assertEqual(env.step(env.rule_actions()[0])[4]["steps"], 1)

    def test_training_windows_are_drawn_from_the_seed_and_disjoint_from_held_out(self):
        config = {"episode_jobs": 20}
        train = maifs.MultiAgentEnv(TINY, config=config, split="train")
        held_out = maifs.MultiAgentEnv(TINY, config=config, split="held_out")
        self.assertEqual(train.windows, 5)  # 8 windows of 20 jobs: the first 70% train
        self.assertEqual(held_out.windows, 3)
        first = [train.reset(seed=11)[1]["window"]] + [train.reset()[1]["window"]
                                                      for _ in range(5)]
        again = [train.reset(seed=11)[1]["window"]] + [train.reset()[1]["window"]
                                                      for _ in range(5)]
        self.assertEqual(first, again)
        self.assertGreater(len(set(first)), 1)
        obs, info = train.reset(options={"window": 2})
        self.assertEqual(info["window"], 2)
        self.assertEqual(obs.shape[1], train.observation_size)
        with self.assertRaises(ValueError):
            train.reset(options={"window": 5})


class Docs(unittest.TestCase):
    def test_the_loop_in_docs_python_md_runs_as_written(self):
        with open(os.path.join(SOURCE, "docs", "python.md"), encoding="utf-8") as f:
            text = f.read()
        example = text.split("```python\n", 1)[1].split("```", 1)[0]
        self.assertLessEqual(len(example.splitlines()), 20)
        cwd = os.getcwd()
        os.chdir(SOURCE)
        try:
            scope = {}
            exec(compile(example, "docs/python.md", "exec"), scope)
        finally:
            os.chdir(cwd)
        self.assertTrue(scope["done"])
        self.assertLess(scope["total"], 0)
        self.assertEqual(scope["run"].summary["jobs_finished"], scope["run"].summary["jobs"])


if __name__ == "__main__":
    unittest.main()
