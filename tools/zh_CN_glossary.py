#!/usr/bin/env python3
"""Fills translations/maifs_zh_CN.ts from the glossary below (run after `update_translations`).
Keeps existing finished translations; reports every source text the glossary lacks, so that the
catalogue's completeness is checked (tst_translations fails on an unfinished entry)."""
import pathlib
import sys
import xml.etree.ElementTree as ET

ZH = {
    "Scheduler": "调度器", "Seeds": "种子数", "Mean JCT (h)": "平均完成时间 (小时)",
    "p95 JCT (h)": "p95 完成时间 (小时)", "Makespan (h)": "总完成时间 (小时)",
    "Mean wait (h)": "平均等待 (小时)", "GPU allocated": "GPU 分配率", "GPU effective": "GPU 有效利用率",
    "Preemptions": "抢占次数", "Job completion time by scheduler (mean over seeds)": "各调度器的作业完成时间（种子平均）",
    "mean JCT (h)": "平均完成时间 (小时)", "hours": "小时", "proportional": "按 GPU 比例",
    "(drawn per run)": "（每次运行抽取）", "Job": "作业", "Submit (s)": "提交时间 (秒)", "GPUs": "GPU 数",
    "Milli-GPU": "毫 GPU", "CPUs": "CPU 数", "Memory (GB)": "内存 (GB)", "Model": "模型",
    "Duration (s)": "时长 (秒)", "VC": "虚拟集群", "User": "用户", "MAIFS Studio": "MAIFS 工作室",
    "Open a scenario (File > Open, or the Demo menu) to begin.": "打开一个场景（文件 > 打开，或演示菜单）以开始。",
    "Scenario": "场景", "Cluster": "集群", "Jobs": "作业", "Comparison": "对比", "A run failed: %1": "一次运行失败：%1",
    "Ready": "就绪", "Open &Recent": "最近打开(&R)", "&File": "文件(&F)", "&Open Scenario…": "打开场景(&O)…", "&Quit": "退出(&Q)", "&Edit": "编辑(&E)",
    "&Undo": "撤销(&U)", "&Redo": "重做(&R)", "&View": "视图(&V)", "&Full Screen": "全屏(&F)", "&Simulate": "模拟(&S)",
    "&Compare All Schedulers (3 seeds)": "对比所有调度器（3 个种子）(&C)", "Cancel &Runs": "取消运行(&R)",
    "&Train": "训练(&T)", "Train MAIFS Policy…": "训练 MAIFS 策略…",
    "Training from the studio comes with the training monitor; use `maifs train` meanwhile": "工作室内训练将随训练监视器提供；目前请使用 `maifs train`",
    "Export Comparison &Table (CSV)…": "导出对比表格 (CSV)(&T)…", "Export Comparison &Chart (PNG, SVG, PDF)…": "导出对比图表 (PNG、SVG、PDF)(&C)…",
    "Save a PNG of each main view into DIR (after the comparison, with --compare) and quit.": "将每个主视图保存为 PNG 到 DIR（配合 --compare 时在对比完成后）并退出。",
    "Distribution of job completion times (all seeds)": "作业完成时间分布（所有种子）", "Mean and p95 JCT": "平均与 p95 完成时间",
    "JCT CDF": "完成时间累积分布", "job completion time (hours, log scale)": "作业完成时间（小时，对数刻度）", "fraction of jobs": "作业比例",
    "Export Chart": "导出图表", "Export Table": "导出表格", "Figures (*.png *.svg *.pdf)": "图片 (*.png *.svg *.pdf)",
    "CSV tables (*.csv)": "CSV 表格 (*.csv)", "Exported %1": "已导出 %1", "Export failed": "导出失败",
    "Cannot write %1: %2": "无法写入 %1：%2", "unknown figure format '%1' (use .png, .svg or .pdf)": "未知的图片格式“%1”（请使用 .png、.svg 或 .pdf）",
    "&Demo": "演示(&D)", "&Help": "帮助(&H)", "&About MAIFS Studio": "关于 MAIFS 工作室(&A)", "About &Qt": "关于 Qt(&Q)",
    "No bundled scenarios found in %1": "在 %1 中未找到内置场景", "Runs in progress": "正在运行",
    "Cancel or wait for the running simulations before opening another scenario.": "请先取消或等待正在运行的模拟，再打开其他场景。",
    "Cannot open scenario": "无法打开场景", "%1 — MAIFS Studio": "%1 — MAIFS 工作室", "Opened %1": "已打开 %1",
    "<h2>%1</h2>": "<h2>%1</h2>",
    "<p>%1 nodes in %2 racks: %3 GPUs, %4 CPUs, %5 GB memory.</p>": "<p>%2 个机架中的 %1 个节点：%3 个 GPU、%4 个 CPU、%5 GB 内存。</p>",
    "<p>%1 jobs": "<p>%1 个作业", " + %1 synthetic jobs drawn per seed": " + 每个种子抽取 %1 个合成作业",
    ". Seed %1. %2 what-if events.</p>": "。种子 %1。%2 个假设事件。</p>",
    "<p>Simulate &gt; Compare All Schedulers (Ctrl+R) runs every policy of this build.</p>": "<p>模拟 &gt; 对比所有调度器（Ctrl+R）会运行此版本的全部策略。</p>",
    "%v of %m runs": "%v / %m 次运行", "Open Scenario": "打开场景", "Scenarios (*.yaml *.yml)": "场景 (*.yaml *.yml)",
    "<h3>MAIFS Studio %1</h3><p>A what-if studio for scheduling deep-learning jobs on GPU clusters, around MAIFS (Li et al., IEEE TPDS 2025).</p><p>Qt %2 (built with %3)<br>LibTorch %4</p>":
        "<h3>MAIFS 工作室 %1</h3><p>围绕 MAIFS（Li 等，IEEE TPDS 2025）的 GPU 集群深度学习作业调度假设分析工具。</p><p>Qt %2（编译于 %3）<br>LibTorch %4</p>",
    "About MAIFS Studio": "关于 MAIFS 工作室", "(CPU only)": "（仅 CPU）", "Node": "节点", "Rack": "机架",
    "GPU model": "GPU 型号", "Interconnect": "互连", "cancelled": "已取消",
    "What-if studio for GPU-cluster scheduling.": "GPU 集群调度的假设分析工具。", "Scenario file to open.": "要打开的场景文件。",
    "Compare all schedulers on the scenario at start.": "启动时在该场景上对比所有调度器。",
}

path = pathlib.Path(__file__).resolve().parent.parent / "translations" / "maifs_zh_CN.ts"
tree = ET.parse(path)
missing = []
for m in tree.iter("message"):
    src = m.find("source").text
    tr = m.find("translation")
    if tr.get("type") != "unfinished" and tr.text:
        continue
    if src in ZH:
        tr.text = ZH[src]
        tr.attrib.pop("type", None)
    else:
        missing.append(src)
tree.write(path, encoding="utf-8", xml_declaration=False)
# ElementTree drops Linguist's DOCTYPE line; put the header back as lupdate writes it.
path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + path.read_text(encoding="utf-8") + "\n",
                encoding="utf-8")
for s in missing:
    print("no translation for:", repr(s), file=sys.stderr)
sys.exit(1 if missing else 0)
