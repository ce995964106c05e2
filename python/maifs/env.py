"""MAIFS's multi-agent environment with Gymnasium's reset / step interface (gymnasium itself is
not needed). The engine, observations, masks, conflict resolution and rewards are MAIFS's own
(docs/maifs.md), so a policy trained here meets exactly what `maifs train` meets.

Agents are the cluster's nodes. At each stop every agent picks one action: 0 (nothing) or a job of
the waiting window at a CPU level and a memory level; `info["action_mask"]` says which actions are
feasible. The reward is the team's (one float): the step's share of minus the episode's mean JCT
in reward_scale_s (hours by default), minus conflict_penalty per conflict; over an episode the
rewards sum to minus its mean JCT (in those units) when conflict_penalty is 0.
"""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional, Tuple, Union

import numpy as np

from . import _maifs
from .runs import Run


def _config_text(config: Mapping[str, Any]) -> str:
    lines = []
    for key, value in config.items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        lines.append(f"{key}: {value}")
    return "\n".join(lines) + "\n"


class MultiAgentEnv:
    """Episodes of one scenario.

    scenario  a scenario file (maifs validate accepts it).
    config    MAIFS's settings (docs/maifs.md): a YAML file's path, or a dict such as
              {"window": 8, "episode_jobs": 100, "conflict_penalty": 0}; None: the defaults.
    split     which episodes reset() draws from: "train" (default), "validation" or "held_out"
              (MAIFS's windows of the workload, disjoint: evaluate on held_out only), or "whole"
              (the scenario as it is, one episode).
    max_steps truncate an episode after this many steps (None: play it to its end).
    """

    metadata: Dict[str, Any] = {"render_modes": []}

    def __init__(self, scenario: str, config: Union[str, Mapping[str, Any], None] = None,
                 split: str = "train", max_steps: Optional[int] = None):
        config_file = config if isinstance(config, str) else ""
        config_text = _config_text(config) if isinstance(config, Mapping) else ""
        self._episodes = _maifs.Episodes(scenario, config_text, config_file, split)
        self.max_steps = max_steps
        self.observation_size: int = self._episodes.observation_size()
        self.action_count: int = self._episodes.action_count()
        self._seed = 1
        self._episode = 0
        self._window = 0
        self.rollout_mean_jct_s = float("nan")
        self.rollout_agent_best = np.zeros(0, dtype=np.int64)

    @property
    def windows(self) -> int:
        """How many episodes the split holds."""
        return self._episodes.windows()

    @property
    def agents(self) -> int:
        """Agents at the current stop (the cluster's nodes)."""
        return self._episodes.agents()

    def reset(self, seed: Optional[int] = None,
              options: Optional[Mapping[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts an episode: the window `options["window"]` if given, else one drawn from the
        seed (each reset without a seed draws the next episode of the same sequence)."""
        if seed is not None:
            self._seed, self._episode = int(seed), 0
        else:
            self._episode += 1
        if options and "window" in options:
            self._window = int(options["window"])
        else:
            self._window = self._episodes.pick_window(self._seed, self._episode)
        self._episodes.reset(self._window, self._seed + self._episode)
        return self._observation(), self._info()

    def step(self, actions, bids=None,
             rows=None) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        """One action per agent (a sequence or array of ints). Agents are served in order of
        `bids` (optional, one float per agent; the highest first, else the lowest index); an
        agent whose job was taken by an agent served before it takes the best action left by its
        row of `rows` (optional, [agents, actions], e.g. its probabilities), or idles without
        one. info["executed"] holds the actions that took effect.
        Returns observation, reward, terminated, truncated, info. Raises ValueError for a wrong
        number of actions or a masked one (nothing is taken) and RuntimeError after the end."""
        actions = [int(a) for a in np.asarray(actions).reshape(-1)]
        bids = [] if bids is None else [float(b) for b in np.asarray(bids).reshape(-1)]
        rows = [] if rows is None else [float(v) for v in np.asarray(rows).reshape(-1)]
        reward, rechoices, executed = self._episodes.step(actions, bids, rows)
        terminated = self._episodes.ended()
        truncated = (not terminated and self.max_steps is not None
                     and self._episodes.steps() >= self.max_steps)
        info = self._info()
        info["rechoices"] = rechoices
        info["executed"] = np.asarray(executed, dtype=np.int64)
        return self._observation(), reward, terminated, truncated, info

    def rule_actions(self) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
        """What MAIFS's fixed rule (maifs-rule) would do now: its actions, bids and preference
        rows; `env.step(*env.rule_actions())` is the maifs-rule run. A teacher for imitation,
        and the yardstick a learnt policy must beat."""
        actions, bids, rows = self._episodes.rule_output()
        return (np.asarray(actions, dtype=np.int64), np.asarray(bids, dtype=np.float32),
                np.asarray(rows, dtype=np.float32))

    def rollout_actions(self) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
        """A teacher that knows better than the rule: the rule improved by one step of rollouts
        (docs/maifs.md, "The rollout teacher"). Each agent's alternatives, one agent at a time,
        are played to the window's end by the rule, replaying the episode from its start with
        the steps taken so far, and the joint action of least mean JCT is returned (actions,
        bids, rows), the rule's unless a departure beats it. Its rollouts see only the jobs
        submitted so far unless the config sets rollout_clairvoyant. Each call costs a few
        dozen replays of the episode so far: a teacher for training (e.g. DAgger on the
        learner's own states), not a policy to deploy. `self.rollout_mean_jct_s` holds what
        the chosen action's rollout scored; `self.rollout_agent_best` each agent's best
        response to the rule (its best alternative with every other agent at the rule's
        choice): the labels of `rollout_agent_labels`."""
        actions, bids, rows, mean_jct, agent_best = self._episodes.rollout_output()
        self.rollout_mean_jct_s = float(mean_jct)
        self.rollout_agent_best = np.asarray(agent_best, dtype=np.int64)
        return (np.asarray(actions, dtype=np.int64), np.asarray(bids, dtype=np.float32),
                np.asarray(rows, dtype=np.float32))

    def baseline(self, scheduler: str, window: Optional[int] = None,
                 seed: Optional[int] = None) -> Run:
        """A registered scheduler ("tiresias+tune", "maifs-rule", ...) on the same episode
        window (default: the current one) and seed: what a learnt policy is compared with, window
        by window (paired), on the held_out split."""
        w = self._window if window is None else int(window)
        s = self._seed + self._episode if seed is None else int(seed)
        return Run.from_files(self._episodes.run_scheduler(w, scheduler, s))

    def run(self) -> Run:
        """The episode's run (summary, jobs, time series) once it has terminated."""
        return Run.from_files(self._episodes.run_files())

    def _observation(self) -> np.ndarray:
        if self._episodes.ended():
            return np.zeros((0, self.observation_size), dtype=np.float32)
        return self._episodes.observations()

    def _info(self) -> Dict[str, Any]:
        ended = self._episodes.ended()
        return {
            "action_mask": (np.zeros((0, self.action_count), dtype=bool) if ended
                            else self._episodes.masks()),
            "window_jobs": [] if ended else self._episodes.window_jobs(),
            "time": self._episodes.now(),
            "window": self._window,
            "steps": self._episodes.steps(),
            "guard_starts": self._episodes.guard_starts(),
        }
