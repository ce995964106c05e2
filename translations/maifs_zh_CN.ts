<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>maifs::ui::ComparisonModel</name>
    <message>
        <location filename="../ui/comparison_model.cpp" line="107" />
        <source>Scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="109" />
        <source>Seeds</source>
        <translation>种子数</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="111" />
        <source>Mean JCT (h)</source>
        <translation>平均完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="113" />
        <source>p95 JCT (h)</source>
        <translation>p95 完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="115" />
        <source>Makespan (h)</source>
        <translation>总完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="117" />
        <source>Mean wait (h)</source>
        <translation>平均等待 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="119" />
        <source>GPU allocated</source>
        <translation>GPU 分配率</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="121" />
        <source>GPU effective</source>
        <translation>GPU 有效利用率</translation>
    </message>
    <message>
        <location filename="../ui/comparison_model.cpp" line="123" />
        <source>Preemptions</source>
        <translation>抢占次数</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ComparisonView</name>
    <message>
        <location filename="../ui/comparison_view.cpp" line="38" />
        <source>Job completion time by scheduler (mean over seeds)</source>
        <translation>各调度器的作业完成时间（种子平均）</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="43" />
        <source>Distribution of job completion times (all seeds)</source>
        <translation>作业完成时间分布（所有种子）</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="49" />
        <source>Mean and p95 JCT</source>
        <translation>平均与 p95 完成时间</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="50" />
        <source>JCT CDF</source>
        <translation>完成时间累积分布</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="69" />
        <source>mean JCT (h)</source>
        <translation>平均完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="70" />
        <source>p95 JCT (h)</source>
        <translation>p95 完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="89" />
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="105" />
        <source>job completion time (hours, log scale)</source>
        <translation>作业完成时间（小时，对数刻度）</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="110" />
        <source>fraction of jobs</source>
        <translation>作业比例</translation>
    </message>
    <message>
        <location filename="../ui/comparison_view.cpp" line="180" />
        <source>unknown figure format '%1' (use .png, .svg or .pdf)</source>
        <translation>未知的图片格式“%1”（请使用 .png、.svg 或 .pdf）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::JobTableModel</name>
    <message>
        <location filename="../ui/job_table_model.cpp" line="41" />
        <location filename="../ui/job_table_model.cpp" line="44" />
        <source>proportional</source>
        <translation>按 GPU 比例</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="47" />
        <source>(drawn per run)</source>
        <translation>（每次运行抽取）</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="65" />
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="67" />
        <source>Submit (s)</source>
        <translation>提交时间 (秒)</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="69" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="71" />
        <source>Milli-GPU</source>
        <translation>毫 GPU</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="73" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="75" />
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="77" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="79" />
        <source>Duration (s)</source>
        <translation>时长 (秒)</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="81" />
        <source>VC</source>
        <translation>虚拟集群</translation>
    </message>
    <message>
        <location filename="../ui/job_table_model.cpp" line="83" />
        <source>User</source>
        <translation>用户</translation>
    </message>
</context>
<context>
    <name>maifs::ui::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="58" />
        <source>MAIFS Studio</source>
        <translation>MAIFS 工作室</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="65" />
        <source>Open a scenario (File &gt; Open, or the Demo menu) to begin.</source>
        <translation>打开一个场景（文件 &gt; 打开，或演示菜单）以开始。</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="69" />
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="70" />
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="71" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="73" />
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="87" />
        <source>A run failed: %1</source>
        <translation>一次运行失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="93" />
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="105" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="106" />
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="108" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="111" />
        <source>Export Comparison &amp;Table (CSV)…</source>
        <translation>导出对比表格 (CSV)(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="113" />
        <source>Export Comparison &amp;Chart (PNG, SVG, PDF)…</source>
        <translation>导出对比图表 (PNG、SVG、PDF)(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="116" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="119" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="120" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="127" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="128" />
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="134" />
        <source>&amp;Simulate</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="136" />
        <source>&amp;Compare All Schedulers (3 seeds)</source>
        <translation>对比所有调度器（3 个种子）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="139" />
        <source>Cancel &amp;Runs</source>
        <translation>取消运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="141" />
        <source>&amp;Train</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="144" />
        <source>Train MAIFS Policy…</source>
        <translation>训练 MAIFS 策略…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="146" />
        <source>Training from the studio comes with the training monitor; use `maifs train` meanwhile</source>
        <translation>工作室内训练将随训练监视器提供；目前请使用 `maifs train`</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="149" />
        <source>&amp;Demo</source>
        <translation>演示(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="152" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="153" />
        <source>&amp;About MAIFS Studio</source>
        <translation>关于 MAIFS 工作室(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="154" />
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="165" />
        <source>No bundled scenarios found in %1</source>
        <translation>在 %1 中未找到内置场景</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172" />
        <source>Runs in progress</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="173" />
        <source>Cancel or wait for the running simulations before opening another scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再打开其他场景。</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="180" />
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="186" />
        <source>%1 — MAIFS Studio</source>
        <translation>%1 — MAIFS 工作室</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189" />
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="239" />
        <source>&lt;h2&gt;%1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="240" />
        <source>&lt;p&gt;%1 nodes in %2 racks: %3 GPUs, %4 CPUs, %5 GB memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%2 个机架中的 %1 个节点：%3 个 GPU、%4 个 CPU、%5 GB 内存。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="249" />
        <source>&lt;p&gt;%1 jobs</source>
        <translation>&lt;p&gt;%1 个作业</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="251" />
        <source> + %1 synthetic jobs drawn per seed</source>
        <translation> + 每个种子抽取 %1 个合成作业</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="252" />
        <source>. Seed %1. %2 what-if events.&lt;/p&gt;</source>
        <translation>。种子 %1。%2 个假设事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="257" />
        <source>&lt;p&gt;Simulate &amp;gt; Compare All Schedulers (Ctrl+R) runs every policy of this build.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模拟 &amp;gt; 对比所有调度器（Ctrl+R）会运行此版本的全部策略。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="292" />
        <source>%v of %m runs</source>
        <translation>%v / %m 次运行</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="324" />
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="324" />
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="325" />
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="325" />
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="331" />
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="333" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="334" />
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="339" />
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="339" />
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>场景 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="346" />
        <source>&lt;h3&gt;MAIFS Studio %1&lt;/h3&gt;&lt;p&gt;A what-if studio for scheduling deep-learning jobs on GPU clusters, around MAIFS (Li et al., IEEE TPDS 2025).&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;LibTorch %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;MAIFS 工作室 %1&lt;/h3&gt;&lt;p&gt;围绕 MAIFS（Li 等，IEEE TPDS 2025）的 GPU 集群深度学习作业调度假设分析工具。&lt;/p&gt;&lt;p&gt;Qt %2（编译于 %3）&lt;br&gt;LibTorch %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="355" />
        <source>About MAIFS Studio</source>
        <translation>关于 MAIFS 工作室</translation>
    </message>
</context>
<context>
    <name>maifs::ui::NodeTableModel</name>
    <message>
        <location filename="../ui/node_table_model.cpp" line="30" />
        <source>(CPU only)</source>
        <translation>（仅 CPU）</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="50" />
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="52" />
        <source>Rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="54" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="56" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="58" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="60" />
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/node_table_model.cpp" line="62" />
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunManager</name>
    <message>
        <location filename="../ui/run_manager.cpp" line="35" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/studio_main.cpp" line="36" />
        <source>What-if studio for GPU-cluster scheduling.</source>
        <translation>GPU 集群调度的假设分析工具。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="40" />
        <source>Scenario file to open.</source>
        <translation>要打开的场景文件。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="44" />
        <source>Compare all schedulers on the scenario at start.</source>
        <translation>启动时在该场景上对比所有调度器。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="48" />
        <source>Save a PNG of each main view into DIR (after the comparison, with --compare) and quit.</source>
        <translation>将每个主视图保存为 PNG 到 DIR（配合 --compare 时在对比完成后）并退出。</translation>
    </message>
</context>
</TS>
