<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CsvMappingForm</name>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="44" />
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="45" />
        <source>Submit time (required)</source>
        <translation>提交时间（必填）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="46" />
        <source>Duration (or end)</source>
        <translation>时长（或结束时间）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="47" />
        <source>Start time</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="48" />
        <source>End time</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="49" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="50" />
        <source>GPU share (milli)</source>
        <translation>GPU 份额（千分之一）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="51" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="52" />
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="53" />
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="54" />
        <source>VC / queue</source>
        <translation>虚拟集群 / 队列</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="55" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="56" />
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="57" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="58" />
        <source>Rack</source>
        <translation>机架</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/charts/histogram_plot.cpp" line="18" />
        <source>jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="166" />
        <source>%1 nodes (%2 GPUs)</source>
        <translation>%1 个节点（%2 个 GPU）</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="169" />
        <source>another scenario variant (%1 -&gt; %2)</source>
        <translation>另一个场景变体（%1 -&gt; %2）</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="172" />
        <source>%1 jobs</source>
        <translation>%1 个作业</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="174" />
        <source>scheduler %1 -&gt; %2</source>
        <translation>调度器 %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="176" />
        <source>seed %1 -&gt; %2</source>
        <translation>种子 %1 -&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="178" />
        <source>the same scenario, scheduler and seed</source>
        <translation>相同的场景、调度器和种子</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="183" />
        <source>Run %1 against run %2: %3</source>
        <translation>运行 %1 对比运行 %2：%3</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="188" />
        <source>%1 %2 h -&gt; %3 h (%4)</source>
        <translation>%1 %2 小时 -&gt; %3 小时（%4）</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="190" />
        <source>mean JCT</source>
        <translation>平均完成时间</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="191" />
        <source>p95 JCT</source>
        <translation>p95 完成时间</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="192" />
        <source>makespan</source>
        <translation>总完成时间</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="193" />
        <source>mean wait</source>
        <translation>平均等待</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="194" />
        <source>GPU allocated %1% -&gt; %2% (%3 points)</source>
        <translation>GPU 分配率 %1% -&gt; %2%（%3 个百分点）</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="33" />
        <source>episodes</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="62" />
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="108" />
        <source>unknown figure format '%1' (use .png, .svg or .pdf)</source>
        <translation>未知的图片格式“%1”（请使用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="141" />
        <source>Export Figure…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="143" />
        <source>Save this chart as PNG, SVG or PDF, with its numbers beside it as CSV</source>
        <translation>将此图表保存为 PNG、SVG 或 PDF，并在旁边以 CSV 保存其数据</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="149" />
        <source>Export Figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="155" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_export.cpp" line="156" />
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>SimulatorWords</name>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="38" />
        <source>%1 GPU(s), %2 CPUs (%3), %4 GB (%5)</source>
        <translation>%1 个 GPU，%2 个 CPU（%3），%4 GB（%5）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="46" />
        <location filename="../ui/common/simulator_words.cpp" line="137" />
        <source>%1 milli-GPU</source>
        <translation>%1 毫 GPU</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/common/simulator_words.cpp" line="47" />
        <location filename="../ui/common/simulator_words.cpp" line="138" />
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="51" />
        <source>%1 milli-GPU, %2 CPUs, %3 GB</source>
        <translation>%1 毫 GPU，%2 个 CPU，%3 GB</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/common/simulator_words.cpp" line="53" />
        <source>%n GPU(s), %1 CPUs, %2 GB</source>
        <translation>
            <numerusform>%n 个 GPU，%1 个 CPU，%2 GB</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="74" />
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="76" />
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="78" />
        <source>speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="80" />
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="88" />
        <source>the cheapest level</source>
        <translation>最低档位</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="90" />
        <source>its request</source>
        <translation>其请求量</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="92" />
        <source>its best case</source>
        <translation>其最佳量</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="100" />
        <source>node down</source>
        <translation>节点宕机</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="102" />
        <source>no GPUs</source>
        <translation>没有 GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="104" />
        <source>GPU model not in the job's gpu_spec</source>
        <translation>GPU 型号不在作业的 gpu_spec 中</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="106" />
        <source>no GPU with enough free milli-GPU</source>
        <translation>没有空闲毫 GPU 足够的 GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="108" />
        <source>too few free GPUs</source>
        <translation>空闲 GPU 不足</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="110" />
        <source>not enough free CPUs</source>
        <translation>空闲 CPU 不足</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="112" />
        <source>not enough free memory</source>
        <translation>空闲内存不足</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="114" />
        <source>agents that lost it to a conflict, not itemised</source>
        <translation>在冲突中落败的智能体（未逐一列出）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="122" />
        <source>beside its peers (affinity): </source>
        <translation>与其同伴同处（亲和性）：</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="124" />
        <source>no peers running, best fit: </source>
        <translation>无同伴运行，最佳适配：</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="126" />
        <source>best packing score %1: </source>
        <translation>最佳装箱得分 %1：</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="128" />
        <source>tenant %1, dominant share %2: </source>
        <translation>租户 %1，主导份额 %2：</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="129" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="131" />
        <source>idle-cluster guard (the policy started nothing on an idle cluster): </source>
        <translation>空闲集群保护（策略在空闲集群上未启动任何作业）：</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="139" />
        <source>started on %1: %2, %3 CPUs, %4 GB</source>
        <translation>在 %1 上启动：%2，%3 个 CPU，%4 GB</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="143" />
        <source>started on %1: %2 CPUs, %3 GB</source>
        <translation>在 %1 上启动：%2 个 CPU，%3 GB</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/common/simulator_words.cpp" line="146" />
        <source>needs %n GPU(s); %1 free in the whole cluster</source>
        <translation>
            <numerusform>需要 %n 个 GPU；整个集群空闲 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="151" />
        <source>needs %1: none of the %2 nodes fits</source>
        <translation>需要 %1：%2 个节点中没有一个放得下</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="153" />
        <source>; %1: %2</source>
        <translation>；%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="154" />
        <source>; %1 GPUs free in total</source>
        <translation>；共有 %1 个空闲 GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="157" />
        <source>started on %1 at the proportional share after shrinking %2 over-allocated peer(s)</source>
        <translation>在收缩 %2 个超额分配的同伴后，以比例份额在 %1 上启动</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="162" />
        <source>no longer time-sliced: moved from %1 (GPUs %2) to %3</source>
        <translation>不再时间分片：从 %1（GPU %2）迁移到 %3</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="165" />
        <source>oversubscribed: time-sliced %1 ways on %2 (GPUs %3), %4 milli-GPU each</source>
        <translation>超额订阅：在 %2（GPU %3）上 %1 路时间分片，每路 %4 毫 GPU</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="170" />
        <source>no time-slice group with room</source>
        <translation>没有尚有空间的时间分片组</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="174" />
        <source>re-sized by the OPT LP at the round: %1 -&gt; %2 CPUs, %3 -&gt; %4 GB</source>
        <translation>在调度轮次由 OPT 线性规划调整大小：%1 -&gt; %2 个 CPU，%3 -&gt; %4 GB</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="175" />
        <source>re-sized at the round, its best case free again: %1 -&gt; %2 CPUs, %3 -&gt; %4 GB</source>
        <translation>在调度轮次调整大小（其最佳配置重新空出）：%1 -&gt; %2 个 CPU，%3 -&gt; %4 GB</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="180" />
        <source>(at its best-case CPU / memory)</source>
        <translation>（按其最佳 CPU / 内存）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="182" />
        <source>(its best case did not fit: proportional share)</source>
        <translation>（其最佳配置放不下：按比例份额）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="184" />
        <source>preempts %1</source>
        <translation>抢占 %1</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="186" />
        <source>CPU / memory set by the OPT LP (throughput of the jobs it sized together: %1)</source>
        <translation>CPU / 内存由 OPT 线性规划设定（其一同设定的作业的总吞吐：%1）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="189" />
        <source>agent %1 claimed %2; %3 of %4 GPUs claimed</source>
        <translation>智能体 %1 认领了 %2；已认领 %4 个 GPU 中的 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="194" />
        <source>agent %1 (p = %2) started it: %3</source>
        <translation>智能体 %1（p = %2）启动了它：%3</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="197" />
        <source> (a gang over %1 nodes)</source>
        <translation>（跨 %1 个节点的组）</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="201" />
        <source>its claims were released at the end of the epoch</source>
        <translation>其认领在本轮末被释放</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="203" />
        <source>in the agents' window, but no agent could take it now</source>
        <translation>在智能体的窗口内，但目前没有智能体能接收它</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="205" />
        <source>chosen by no agent that could take it</source>
        <translation>能接收它的智能体都没有选择它</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="207" />
        <source>outside the agents' window: they chose among the first %1 waiting jobs by remaining work per GPU</source>
        <translation>在智能体的窗口之外：它们按每 GPU 剩余工作量在前 %1 个等待作业中选择</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="211" />
        <source>outside the agents' window: they chose among the first %1 waiting jobs in arrival order</source>
        <translation>在智能体的窗口之外：它们按到达顺序在前 %1 个等待作业中选择</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="226" />
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="236" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="241" />
        <source>start %1 on %2</source>
        <translation>在 %2 上启动 %1</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="244" />
        <source>preempt %1</source>
        <translation>抢占 %1</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="247" />
        <source>resize %1 to %2</source>
        <translation>将 %1 调整为 %2</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="252" />
        <source>%1: accepted</source>
        <translation>%1：已接受</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="253" />
        <source>%1: rejected, %2</source>
        <translation>%1：被拒绝，%2</translation>
    </message>
    <message>
        <location filename="../ui/common/simulator_words.cpp" line="261" />
        <source>no verdict recorded yet (not itemised by the scheduler)</source>
        <translation>尚无记录的判定（调度器未逐一列出）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::CandidateTableModel</name>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="64" />
        <source>The scheduler took this candidate</source>
        <translation>调度器选择了此候选</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="80" />
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="80" />
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="82" />
        <source>another agent took the job first</source>
        <translation>另一个智能体先取走了该作业</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="104" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="106" />
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="108" />
        <source>Filters</source>
        <translation>过滤器</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="110" />
        <source>Failed because</source>
        <translation>未通过原因</translation>
    </message>
    <message>
        <location filename="../ui/replay/candidate_table_model.cpp" line="115" />
        <source>Score</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>maifs::ui::CapacitySearchPanel</name>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="37" />
        <source>mean JCT</source>
        <translation>平均完成时间</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="38" />
        <source>p95 JCT</source>
        <translation>p95 完成时间</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="39" />
        <source>makespan</source>
        <translation>总完成时间</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="40" />
        <source>mean wait</source>
        <translation>平均等待</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="41" />
        <source>p95 wait</source>
        <translation>p95 等待</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="46" />
        <source>Capacity search: the fewest nodes of the kind above that meet a target</source>
        <translation>容量搜索：满足目标所需的上述类型节点的最少数量</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="52" />
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="53" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="65" />
        <source>The target: the metric's mean over the seeds at most this</source>
        <translation>目标：该指标在各种子上的均值不超过此值</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="75" />
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="75" />
        <source>Nodes of the kind</source>
        <translation>该类型节点数</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="75" />
        <source>GPUs in all</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="76" />
        <source>Metric (mean; per seed)</source>
        <translation>指标（均值；各种子）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="76" />
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="89" />
        <source>Not searched: %1</source>
        <translation>未搜索：%1</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="126" />
        <source>no scenario is open</source>
        <translation>没有打开的场景</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="128" />
        <source>a search is running</source>
        <translation>搜索正在运行</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="130" />
        <source>choose a scheduler and seeds (Runs: Choose…)</source>
        <translation>请选择调度器和种子（运行：选择…）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="134" />
        <source>choose the kind of node above</source>
        <translation>请在上方选择节点类型</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="155" />
        <source>Searching %1 with %2 on %n seed(s)…</source>
        <translation>
            <numerusform>正在以 %2 在 %n 个种子上搜索 %1…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="203" />
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="208" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="224" />
        <source>did not drain</source>
        <translation>未运行完</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="237" />
        <source>meets</source>
        <translation>满足</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="237" />
        <source>misses</source>
        <translation>未满足</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="257" />
        <source>Stopped: %1.</source>
        <translation>已停止：%1。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="259" />
        <source>Answer: %1 nodes of the kind (%2 GPUs in all) is the fewest that meets the target.</source>
        <translation>答案：满足目标的该类型节点最少为 %1 个（共 %2 个 GPU）。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/capacity_search_panel.cpp" line="264" />
        <source>No answer: even the largest cluster tried misses the target.</source>
        <translation>无答案：即使尝试的最大集群也未满足目标。</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ClusterCanvas</name>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="205" />
        <source>%1 nodes, %2 GPUs in %3 racks; bars: CPUs (blue), memory (green), relative to the largest node.  GPU models:</source>
        <translation>%3 个机架中 %1 个节点、%2 个 GPU；条形：CPU（蓝）、内存（绿），相对最大节点。  GPU 型号：</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="218" />
        <source>rack %1: %2 nodes, %3 GPUs</source>
        <translation>机架 %1：%2 个节点，%3 个 GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="318" />
        <source>Open a scenario to see its cluster.</source>
        <translation>打开一个场景以查看其集群。</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="500" />
        <source>&lt;b&gt;%1&lt;/b&gt; (rack %2)&lt;br&gt;%3 x %4&lt;br&gt;%5 CPUs, %6 GB memory</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（机架 %2）&lt;br&gt;%3 x %4&lt;br&gt;%5 个 CPU，%6 GB 内存</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="503" />
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="510" />
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/charts/cluster_canvas.cpp" line="515" />
        <source>idle</source>
        <translation>空闲</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ClusterEditorView</name>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="74" />
        <source>Add Node</source>
        <translation>添加节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="78" />
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="79" />
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="81" />
        <source>Import Inventory…</source>
        <translation>导入机器清单…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="93" />
        <source>Map</source>
        <translation>布局图</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="94" />
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_editor_view.cpp" line="150" />
        <source>Import inventory %1</source>
        <translation>导入机器清单 %1</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ClusterSpecModel</name>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="122" />
        <source>%1 in the scenario file</source>
        <translation>场景文件中的 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="128" />
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="129" />
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="130" />
        <source>import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="143" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="145" />
        <source>Id / prefix</source>
        <translation>标识 / 前缀</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="147" />
        <source>Rack / rack size</source>
        <translation>机架 / 机架大小</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="149" />
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="151" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="153" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="155" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="157" />
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="159" />
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="194" />
        <source>Nothing to change in the selected rows.</source>
        <translation>所选行中没有可修改的内容。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="196" />
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="197" />
        <source>Set %1 on %2 rows</source>
        <translation>在 %2 行上设置 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="255" />
        <source>Add node %1</source>
        <translation>添加节点 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="291" />
        <source>Select nodes or templates to duplicate.</source>
        <translation>请选择要复制的节点或模板。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="292" />
        <source>Duplicate rows (%1)</source>
        <translation>复制行（%1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="318" />
        <source>Remove rows (%1)</source>
        <translation>删除行（%1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/cluster_spec_model.cpp" line="317" />
        <source>Select rows to remove.</source>
        <translation>请选择要删除的行。</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ComparisonModel</name>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="230" />
        <source>Scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="232" />
        <source>Seeds</source>
        <translation>种子数</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="234" />
        <source>Mean JCT (%1)</source>
        <translation>平均完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="236" />
        <source>p95 JCT (%1)</source>
        <translation>p95 完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="238" />
        <source>Makespan (%1)</source>
        <translation>总完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="240" />
        <source>Mean wait (%1)</source>
        <translation>平均等待 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="242" />
        <source>GPU allocated</source>
        <translation>GPU 分配率</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="244" />
        <source>GPU effective</source>
        <translation>GPU 有效利用率</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_model.cpp" line="246" />
        <source>Preemptions</source>
        <translation>抢占次数</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ComparisonView</name>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="73" />
        <source>Job completion time by scheduler (mean over seeds)</source>
        <translation>各调度器的作业完成时间（种子平均）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="78" />
        <source>Distribution of job completion times (all seeds)</source>
        <translation>作业完成时间分布（所有种子）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="84" />
        <source>Mean and p95 JCT</source>
        <translation>平均与 p95 完成时间</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="85" />
        <source>JCT CDF</source>
        <translation>完成时间累积分布</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="86" />
        <source>Utilisation and queue over time</source>
        <translation>利用率与队列随时间变化</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="47" />
        <location filename="../ui/comparison/comparison_view.cpp" line="129" />
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="107" />
        <source>mean JCT (%1)</source>
        <translation>平均完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="108" />
        <source>p95 JCT (%1)</source>
        <translation>p95 完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="128" />
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="188" />
        <source>GPUs allocated (%)</source>
        <translation>已分配 GPU (%)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="190" />
        <source>jobs waiting</source>
        <translation>等待作业数</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="191" />
        <source>time (hours)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="54" />
        <source>job completion time (hours, log scale)</source>
        <translation>作业完成时间（小时，对数刻度）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="59" />
        <source>fraction of jobs</source>
        <translation>作业比例</translation>
    </message>
    <message>
        <location filename="../ui/comparison/comparison_view.cpp" line="233" />
        <source>%1 (mean of %2 seeds)</source>
        <translation>%1（%2 个种子的均值）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::CsvMappingForm</name>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="95" />
        <source>The first row names the columns</source>
        <translation>第一行是列名</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="113" />
        <source>numbers, relative (kept as written)</source>
        <translation>数字，相对时间（按原样保留）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="114" />
        <source>numbers, Unix time (from the earliest job)</source>
        <translation>数字，Unix 时间（从最早的作业起算）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="116" />
        <source>dates, YYYY-MM-DD HH:MM:SS (from the earliest job)</source>
        <translation>日期，YYYY-MM-DD HH:MM:SS（从最早的作业起算）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="118" />
        <source>Times are</source>
        <translation>时间格式</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="122" />
        <source>Unit of time numbers</source>
        <translation>时间数字的单位</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="124" />
        <source>Unit of durations</source>
        <translation>时长的单位</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="134" />
        <source>Unit of memory</source>
        <translation>内存的单位</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="162" />
        <source>(not in the file)</source>
        <translation>（文件中没有）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="169" />
        <source>column %1 (e.g. %2)</source>
        <translation>第 %1 列（例如 %2）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="242" />
        <source>Choose the column of CPUs.</source>
        <translation>请选择 CPU 数所在的列。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="244" />
        <source>Choose the column of memory.</source>
        <translation>请选择内存所在的列。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="246" />
        <source>Nodes with GPUs need the column of their GPU model.</source>
        <translation>带 GPU 的节点需要 GPU 型号所在的列。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="250" />
        <source>Choose the column of submit times.</source>
        <translation>请选择提交时间所在的列。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/csv_mapping_form.cpp" line="252" />
        <source>Choose the column of durations, or of end times.</source>
        <translation>请选择时长或结束时间所在的列。</translation>
    </message>
</context>
<context>
    <name>maifs::ui::DecisionInspector</name>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="56" />
        <source>all candidates</source>
        <translation>全部候选</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="57" />
        <source>passed the filters</source>
        <translation>通过过滤器</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="58" />
        <source>failed a filter</source>
        <translation>未通过某过滤器</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="59" />
        <source>reason contains</source>
        <translation>原因包含</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="69" />
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="69" />
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="69" />
        <source>Feasible</source>
        <translation>可行动作</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="69" />
        <source>Chose</source>
        <translation>选择</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="69" />
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="70" />
        <source>Value</source>
        <translation>价值</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="70" />
        <source>Conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="70" />
        <source>Strongest edges</source>
        <translation>最强的边</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="73" />
        <location filename="../ui/replay/decision_inspector.cpp" line="339" />
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="73" />
        <location filename="../ui/replay/decision_inspector.cpp" line="339" />
        <source>Time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="73" />
        <location filename="../ui/replay/decision_inspector.cpp" line="339" />
        <source>After</source>
        <translation>触发</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="90" />
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="91" />
        <source>Actions</source>
        <translation>动作</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="96" />
        <source>Each agent (a node) picks one job of the window with a CPU and a memory level, or waits. Agents are served in order of confidence, the probability of their choice highest first (among near-equals: faster GPUs, then fewer jobs, then the fuller node): an agent gets its job when the job still lacks GPUs and its node can give them; otherwise it &lt;i&gt;lost&lt;/i&gt; it (a conflict) and chooses again among the jobs left, by its own probabilities. A job larger than a node starts once the shares claimed for it add up; shares that never do are released.</source>
        <translation>每个智能体（一个节点）从窗口中选择一个作业及其 CPU 和内存档位，或者等待。智能体按把握程度依次处理，所选动作概率最高者优先（概率相近时：GPU 更快者优先，其次作业更少者，再次更满的节点）：当作业仍缺 GPU 且其节点能提供时，智能体获得该作业；否则它&lt;i&gt;落败&lt;/i&gt;（冲突），并按自身的概率在剩余作业中重新选择。大于单个节点的作业在为其申领的份额凑齐后启动；始终凑不齐的份额会被释放。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="109" />
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="110" />
        <source>Job history</source>
        <translation>作业历史</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="191" />
        <source>arrived at %1</source>
        <translation>于 %1 到达</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="194" />
        <source>expected to run %1</source>
        <translation>预计运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="197" />
        <source>%1 left to run</source>
        <translation>剩余运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="200" />
        <source>%1 GPU-%2 of service so far</source>
        <translation>已获服务 %1 GPU-%2</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="203" />
        <source>queue %1, arrived at %2</source>
        <translation>队列 %1，于 %2 到达</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="207" />
        <source>finish-time fairness estimate %1</source>
        <translation>完成时间公平性估计 %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="209" />
        <source>rank %1</source>
        <translation>排名 %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="216" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="221" />
        <source>an arrival</source>
        <translation>一次到达</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="223" />
        <source>a finish</source>
        <translation>一次完成</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="225" />
        <source>a scheduling round</source>
        <translation>一个调度轮次</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="227" />
        <source>a change to the cluster</source>
        <translation>一次集群变更</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="233" />
        <source>wait (take no job)</source>
        <translation>等待（不取作业）</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="236" />
        <source>preempt %1</source>
        <translation>抢占 %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="238" />
        <source>grow %1's CPUs and memory here to its best case</source>
        <translation>将 %1 在此节点上的 CPU 与内存增加到其最佳配置</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="240" />
        <source>shrink %1's CPUs and memory here to its floor</source>
        <translation>将 %1 在此节点上的 CPU 与内存缩减到其下限</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="244" />
        <source>start %1 with CPUs at %2 and memory at %3</source>
        <translation>启动 %1，CPU 取%2，内存取%3</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="258" />
        <source>Before the first decision.</source>
        <translation>在第一个决策之前。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="258" />
        <source>No run chosen.</source>
        <translation>未选择运行。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="264" />
        <source>Decision %1 of %2 at %3 %4, after %5: %6 job(s) judged, %7 action(s)</source>
        <translation>决策 %1 / %2，时间 %3 %4，由%5触发：评判 %6 个作业，%7 个动作</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="272" />
        <source>; %1 more waiting jobs not itemised</source>
        <translation>；另有 %1 个等待作业未逐项列出</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="300" />
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="301" />
        <source>lost</source>
        <translation>落败</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="354" />
        <source>%1 node(s): %2</source>
        <translation>%1 个节点：%2</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="356" />
        <source>Nodes failing a filter: %1</source>
        <translation>未通过过滤器的节点：%1</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="358" />
        <source>Not judged in this decision; its latest verdict before it. </source>
        <translation>此决策未评估该作业；显示此前最近的结论。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="360" />
        <source>%1 has no verdict up to this decision.</source>
        <translation>%1 到此决策为止没有结论。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="370" />
        <source>Choose a job (in the list above, or a GPU on the map).</source>
        <translation>选择一个作业（在上方列表中，或点击地图上的 GPU）。</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="377" />
        <source>%1: submitted at %2 %3, %4 GPU(s); %5</source>
        <translation>%1：提交于 %2 %3，%4 个 GPU；%5</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="381" />
        <source>finished at %1 %2, JCT %3 %2, preempted %4 time(s)</source>
        <translation>完成于 %1 %2，JCT %3 %2，被抢占 %4 次</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="385" />
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../ui/replay/decision_inspector.cpp" line="397" />
        <source>agent %1 (round %2) chose %3 with p = %4</source>
        <translation>智能体 %1（第 %2 轮）以 p = %4 选择了 %3</translation>
    </message>
</context>
<context>
    <name>maifs::ui::GanttPlot</name>
    <message>
        <location filename="../ui/charts/gantt_plot.cpp" line="80" />
        <source>Gantt chart</source>
        <translation>甘特图</translation>
    </message>
    <message>
        <location filename="../ui/charts/gantt_plot.cpp" line="94" />
        <source>time (h)</source>
        <translation>时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/charts/gantt_plot.cpp" line="225" />
        <source>%1: %2 GPU(s), submitted %3 h, started %4 h; %5</source>
        <translation>%1：%2 个 GPU，%3 小时提交，%4 小时开始；%5</translation>
    </message>
    <message>
        <location filename="../ui/charts/gantt_plot.cpp" line="231" />
        <source>finished %1 h</source>
        <translation>%1 小时完成</translation>
    </message>
    <message>
        <location filename="../ui/charts/gantt_plot.cpp" line="232" />
        <source>did not finish</source>
        <translation>未完成</translation>
    </message>
</context>
<context>
    <name>maifs::ui::GpuSpeedModel</name>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="87" />
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>maifs::ui::GuidedTour</name>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="85" />
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="86" />
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="119" />
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="124" />
        <source>&lt;p&gt;The tour explains the bundled demo scenario, which could not be opened (%1). Finish or cancel the runs in progress, then start the tour again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;导览讲解的是内置演示场景，但它无法打开（%1）。请等待或取消正在进行的运行，然后重新开始导览。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="132" />
        <source>&lt;p&gt;This tour walks you through the demo scenario: a small GPU cluster, a stream of deep-learning jobs, and the schedulers that decide where each job runs and with how many CPUs.&lt;/p&gt;&lt;p&gt;Each step moves the studio to what it explains; click around freely meanwhile. &lt;b&gt;Next&lt;/b&gt; goes on, &lt;b&gt;Back&lt;/b&gt; returns; Demo &amp;gt; Guided Tour starts it again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本导览带您浏览演示场景：一个小型 GPU 集群、一串深度学习作业，以及决定每个作业在哪里运行、使用多少 CPU 的调度器。&lt;/p&gt;&lt;p&gt;每一步都会把工作室切换到所讲解的内容；期间可随意点击。&lt;b&gt;下一步&lt;/b&gt;继续，&lt;b&gt;上一步&lt;/b&gt;返回；演示 &amp;gt; 导览可重新开始。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="138" />
        <source>The cluster and the jobs</source>
        <translation>集群与作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="149" />
        <source>&lt;p&gt;The cluster: %1 nodes in %2 racks, %3 GPUs and %4 CPUs in all, so %5 CPUs per GPU.&lt;/p&gt;&lt;p&gt;The jobs (the table): %6 of them, drawn anew for each seed; here seed %7's. &lt;b&gt;%8&lt;/b&gt; train image models, whose speed grows with the CPUs that feed them data; %9 language and %10 speech models barely care. Jobs arrive faster than the cluster serves them, so a queue forms: the order in which a scheduler serves it, and how it shares out the CPUs, decide how long jobs take.&lt;/p&gt;&lt;p&gt;The histograms below show arrivals, durations and GPU demand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;集群：%2 个机架中的 %1 个节点，共 %3 个 GPU 和 %4 个 CPU，即每个 GPU %5 个 CPU。&lt;/p&gt;&lt;p&gt;作业（表格）：共 %6 个，每个种子重新抽取；这里是种子 %7 的。&lt;b&gt;%8&lt;/b&gt; 个训练图像模型，其速度随供给数据的 CPU 增加而提高；%9 个语言模型和 %10 个语音模型几乎不受影响。作业到达快于集群的服务速度，因此会形成队列：调度器服务队列的顺序以及分配 CPU 的方式决定作业耗时。&lt;/p&gt;&lt;p&gt;下方的直方图显示到达、时长和 GPU 需求。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="168" />
        <source>Comparing the schedulers</source>
        <translation>比较调度器</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="172" />
        <source>A placement decision</source>
        <translation>一次放置决策</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="176" />
        <source>Fungible allocation</source>
        <translation>可替代分配</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="181" />
        <source>A preemption</source>
        <translation>一次抢占</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="185" />
        <source>MAIFS's agents</source>
        <translation>MAIFS 的智能体</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="189" />
        <source>Your turn</source>
        <translation>轮到您了</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="192" />
        <source>&lt;p&gt;Ask your own questions:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;What-if&lt;/b&gt; (this tab): add or remove nodes, swap the GPU model, speed up arrivals, and compare before and after side by side.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cluster&lt;/b&gt; and &lt;b&gt;Jobs&lt;/b&gt;: edit the scenario (Ctrl+Z undoes); Simulate &amp;gt; Compare All Schedulers runs them again.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Replay&lt;/b&gt;: step through any run; Simulate &amp;gt; Live Run steps a simulation as it happens.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Train&lt;/b&gt; &amp;gt; Train MAIFS trains a policy of your own on the open scenario.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Help &amp;gt; User Guide (F1) explains every view.&lt;/p&gt;</source>
        <translation>&lt;p&gt;提出您自己的问题：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;假设分析&lt;/b&gt;（本标签页）：增减节点、更换 GPU 型号、加快到达，并排比较前后结果。&lt;/li&gt;&lt;li&gt;&lt;b&gt;集群&lt;/b&gt;和&lt;b&gt;作业&lt;/b&gt;：编辑场景（Ctrl+Z 撤销）；模拟 &amp;gt; 比较所有调度器会重新运行。&lt;/li&gt;&lt;li&gt;&lt;b&gt;回放&lt;/b&gt;：逐步查看任意运行；模拟 &amp;gt; 实时运行可在模拟进行时逐步查看。&lt;/li&gt;&lt;li&gt;&lt;b&gt;训练&lt;/b&gt; &amp;gt; 训练 MAIFS 可在打开的场景上训练您自己的策略。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;帮助 &amp;gt; 用户指南（F1）讲解每个视图。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="224" />
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="248" />
        <source>&lt;p&gt;Every scheduler now runs on the demo with seeds %1, %2 and %3: three different workloads, the same three for every scheduler. The Run Queue below shows them; this takes a few seconds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;现在每个调度器都在演示场景上以种子 %1、%2 和 %3 运行：三种不同的工作负载，对每个调度器都相同。下方的运行队列显示它们；这需要几秒钟。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="277" />
        <source>&lt;p&gt;No run finished: the comparison has nothing to show.&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有运行完成：比较无可显示。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="284" />
        <source>&lt;p&gt;The table and the chart show each scheduler's job completion time (JCT: from submission to finish), averaged over the three seeds; the whiskers are the spread between seeds. Click a column header to sort.&lt;/p&gt;&lt;p&gt;Shortest mean JCT: &lt;b&gt;%1&lt;/b&gt; (%2 h); longest: &lt;b&gt;%3&lt;/b&gt; (%4 h).</source>
        <translation>&lt;p&gt;表格和图表显示每个调度器的作业完成时间（JCT：从提交到完成），为三个种子的平均值；误差线是种子间的离散程度。点击列标题可排序。&lt;/p&gt;&lt;p&gt;平均 JCT 最短：&lt;b&gt;%1&lt;/b&gt;（%2 小时）；最长：&lt;b&gt;%3&lt;/b&gt;（%4 小时）。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="290" />
        <source> FIFO with Synergy's fungible allocation (fifo+tune) takes %1 h against plain FIFO's %2 h: same order, other CPU shares.</source>
        <translation> 采用 Synergy 可替代分配的 FIFO（fifo+tune）为 %1 小时，普通 FIFO 为 %2 小时：顺序相同，CPU 份额不同。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="293" />
        <source>&lt;/p&gt;&lt;p&gt;The JCT CDF tab shows every job; the third tab, the cluster's use and queue over time. Three seeds are few: the What-if tab and the command line's &lt;tt&gt;maifs compare&lt;/tt&gt; give intervals over more.&lt;/p&gt;</source>
        <translation>&lt;/p&gt;&lt;p&gt;JCT CDF 标签页显示每个作业；第三个标签页显示集群使用率和队列随时间的变化。三个种子偏少：假设分析标签页和命令行的 &lt;tt&gt;maifs compare&lt;/tt&gt; 可给出更多种子上的区间。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="304" />
        <source>&lt;p&gt;There is no %1 run of seed %2 to show: go back to the comparison step and let it finish (this build may also lack the scheduler).&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有种子 %2 的 %1 运行可显示：请返回比较步骤并等待其完成（此构建也可能缺少该调度器）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="310" />
        <source>&lt;p&gt;Opening the %1 run of seed %2 in the replay…&lt;/p&gt;</source>
        <translation>&lt;p&gt;正在回放中打开种子 %2 的 %1 运行…&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="334" />
        <source>%1 (%2, %3 GPU(s), %4 model)</source>
        <translation>%1（%2，%3 个 GPU，%4 模型）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="343" />
        <source>&lt;p&gt;This run never chose between nodes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此运行从未在节点之间做选择。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="356" />
        <source>&lt;p&gt;At %1 job %2 is waiting, and more than one node could take it.&lt;/p&gt;&lt;p&gt;FIFO takes jobs in arrival order and, for each, scores every node that can hold it: the inspector lists the candidates best first, each score taken apart into its terms (here the GPUs a node would have left free: packing jobs tightly keeps whole nodes free for big jobs). Nodes that cannot hold the job are counted under the filter they fail. It starts on &lt;b&gt;%3&lt;/b&gt;, outlined on the map.&lt;/p&gt;&lt;p&gt;Press Right and Left to step between decisions (the map keeps the keys after a click); click a GPU to follow its job.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在 %1，作业 %2 正在等待，且不止一个节点可以容纳它。&lt;/p&gt;&lt;p&gt;FIFO 按到达顺序处理作业，并为每个作业给所有能容纳它的节点打分：检查器按优劣列出候选，每个分数拆分为各项（这里是节点剩余的空闲 GPU：紧密打包可为大作业留出整个节点）。无法容纳该作业的节点按其未通过的过滤条件计数。它在 &lt;b&gt;%3&lt;/b&gt; 上启动，地图上已勾出。&lt;/p&gt;&lt;p&gt;按右、左方向键在决策间步进（点击地图后按键仍有效）；点击 GPU 可跟踪其作业。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="376" />
        <source>&lt;p&gt;No job of this run got more CPUs than it asked for.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此运行中没有作业获得多于请求的 CPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="391" />
        <source>&lt;p&gt;Same order as FIFO, other shares: FIFO+TUNE (Synergy's fungible allocation) gives a job the CPUs and memory at which its measured speed peaks, as far as the node has them to spare, rather than a share proportional to its GPUs.&lt;/p&gt;&lt;p&gt;At %1 job %2 asked for &lt;b&gt;%3 CPUs&lt;/b&gt; and got &lt;b&gt;%4&lt;/b&gt;: image models read and decode data on the CPUs, so this one runs faster with more.</source>
        <translation>&lt;p&gt;顺序与 FIFO 相同，份额不同：FIFO+TUNE（Synergy 的可替代分配）在节点有余量时，给作业分配使其实测速度达到峰值的 CPU 和内存，而不是按 GPU 比例分配。&lt;/p&gt;&lt;p&gt;在 %1，作业 %2 请求 &lt;b&gt;%3 个 CPU&lt;/b&gt;，获得 &lt;b&gt;%4&lt;/b&gt; 个：图像模型在 CPU 上读取和解码数据，因此 CPU 越多运行越快。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="400" />
        <source> Job %1 got %2 of the %3 CPUs it asked for: it barely runs faster with more, so they go to jobs that use them.</source>
        <translation> 作业 %1 在请求的 %3 个 CPU 中只获得 %2 个：更多 CPU 几乎不会让它更快，因此 CPU 分给用得上的作业。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="404" />
        <source>&lt;/p&gt;&lt;p&gt;The Actions page of the inspector shows each start with its CPUs and memory; the Model tab, each model's speed at each CPU and memory level.&lt;/p&gt;</source>
        <translation>&lt;/p&gt;&lt;p&gt;检查器的“动作”页显示每次启动的 CPU 和内存；“模型”标签页显示每个模型在各 CPU 和内存档位下的速度。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="414" />
        <source>&lt;p&gt;No job was preempted in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此运行中没有作业被抢占。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="431" />
        <source>&lt;p&gt;SRTF (shortest remaining time first) always runs the jobs closest to finishing. At %1 it preempts job %2: </source>
        <translation>&lt;p&gt;SRTF（最短剩余时间优先）总是运行最接近完成的作业。在 %1，它抢占了作业 %2：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="435" />
        <source>job %1 has less work left and takes its GPUs.</source>
        <translation>作业 %1 剩余工作更少，接管了它的 GPU。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="436" />
        <source>jobs with less work left take its GPUs.</source>
        <translation>剩余工作更少的作业接管了它的 GPU。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="437" />
        <source> The preempted job goes back to the queue and later resumes from its last checkpoint, losing %1 s of progress (the scenario's restart cost).&lt;/p&gt;&lt;p&gt;This run preempted %2 times. In the Gantt chart below, the job's bar is broken where it waited. Short jobs finish sooner; long ones pay, which the p95 JCT shows.&lt;/p&gt;</source>
        <translation> 被抢占的作业回到队列，之后从最近的检查点恢复，损失 %1 秒的进度（场景的重启代价）。&lt;/p&gt;&lt;p&gt;此运行共抢占 %2 次。在下方甘特图中，该作业的条在等待处断开。短作业完成得更早；长作业付出代价，这体现在 p95 JCT 上。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="451" />
        <source>&lt;p&gt;MAIFS makes every node an agent. In each micro-round of a decision, each agent picks one waiting job with a CPU level and a memory level for it, or nothing; the inspector's Agents page lists each agent's likeliest actions and their probabilities. The lines on the map are the coordination graph: whom each agent attends to, thicker and darker for stronger weights.&lt;/p&gt;&lt;p&gt;When several agents pick the same job, the most confident one (the highest probability) gets it and the others lose the round: a &lt;i&gt;conflict&lt;/i&gt;. A job needing more GPUs than one node has is assembled from several agents' shares.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MAIFS 把每个节点视为一个智能体。在一次决策的每个微轮中，每个智能体选择一个等待中的作业及其 CPU 档位和内存档位，或者不选；检查器的“智能体”页列出每个智能体最可能的动作及其概率。地图上的连线是协调图：每个智能体关注谁，权重越大线越粗越深。&lt;/p&gt;&lt;p&gt;当多个智能体选择同一作业时，最有把握的（概率最高的）获得它，其他智能体输掉这一轮：即&lt;i&gt;冲突&lt;/i&gt;。需要的 GPU 多于单个节点的作业由多个智能体的份额拼成。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="467" />
        <source>&lt;p&gt;At %1, %2 agent decisions were made; %3 of them lost a conflict</source>
        <translation>&lt;p&gt;在 %1，共做出 %2 个智能体决策；其中 %3 个在冲突中落败</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="472" />
        <source>, over job %1</source>
        <translation>，争夺的是作业 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/guided_tour.cpp" line="482" />
        <source>&lt;p&gt;Here every edge weighs the same (%1): this policy's attention is uniform at this decision, so the graph singles out no neighbour.&lt;/p&gt;</source>
        <translation>&lt;p&gt;这里每条边的权重都相同（%1）：此策略在该决策上的注意力是均匀的，因此协调图没有突出任何邻居。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ImportWizard</name>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="103" />
        <source>Import Trace</source>
        <translation>导入作业轨迹</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="103" />
        <source>Import Cluster</source>
        <translation>导入集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="151" />
        <source>Choose a job trace</source>
        <translation>选择作业轨迹</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="151" />
        <source>Choose an inventory</source>
        <translation>选择机器清单</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="153" />
        <source>A log of jobs: Philly, Alibaba, Helios, PAI, or any CSV whose columns you map on the next page.</source>
        <translation>作业日志：Philly、Alibaba、Helios、PAI，或任何 CSV（在下一页映射其列）。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="155" />
        <source>A machine list: Philly, Alibaba 2023, PAI 2020, or any CSV with one node per row.</source>
        <translation>机器列表：Philly、Alibaba 2023、PAI 2020，或每行一个节点的任何 CSV。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="159" />
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="163" />
        <source>Traces and inventories (%1);;All files (*)</source>
        <translation>轨迹与机器清单 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="178" />
        <source>The layouts the importers read (docs/traces.md). The format is proposed from the file's first lines; csv takes a column mapping.</source>
        <translation>导入器可读取的格式（docs/traces.md）。格式根据文件的前几行推荐；csv 需要列映射。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="185" />
        <source>pai_task_table.csv (PAI 2020 only)</source>
        <translation>pai_task_table.csv（仅 PAI 2020）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="187" />
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="188" />
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="191" />
        <source>Task table</source>
        <translation>任务表</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="207" />
        <source>Map the columns</source>
        <translation>映射列</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="208" />
        <source>Which column holds each field, and in which unit. The file's first rows are shown as they are in the file.</source>
        <translation>每个字段在哪一列、用什么单位。文件的前几行按原样显示。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="240" />
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="251" />
        <source>The mapping is complete; the last page previews it.</source>
        <translation>映射已完整；最后一页会预览结果。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="262" />
        <source>Filters</source>
        <translation>过滤器</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="263" />
        <source>Which jobs of the trace to keep, and how to place them in time. Leave a field empty to keep every job.</source>
        <translation>保留轨迹中的哪些作业，以及如何安排它们的时间。留空则保留所有作业。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="267" />
        <source>all (or: vc1, vc2)</source>
        <translation>全部（或：vc1, vc2）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="268" />
        <source>VCs</source>
        <translation>虚拟集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="271" />
        <source>all (or: alice, bob)</source>
        <translation>全部（或：alice, bob）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="272" />
        <source>Users</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="278" />
        <source>open</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="281" />
        <location filename="../ui/workspace/import_wizard.cpp" line="295" />
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="283" />
        <source>hours of the trace's own submit times</source>
        <translation>小时（按轨迹自身的提交时间）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="284" />
        <source>Submitted from</source>
        <translation>提交时间从</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="291" />
        <location filename="../ui/workspace/import_wizard.cpp" line="292" />
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="297" />
        <source>GPUs per job</source>
        <translation>每作业 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="298" />
        <source>Drop jobs the trace marks failed or killed</source>
        <translation>丢弃轨迹中标记为失败或被终止的作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="304" />
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="305" />
        <source>Keep the first N jobs</source>
        <translation>只保留前 N 个作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="307" />
        <source>0.5 = arrivals twice as fast</source>
        <translation>0.5 = 到达速度加倍</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="308" />
        <source>Arrival-time scale</source>
        <translation>到达时间缩放</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="310" />
        <source>Duration scale</source>
        <translation>时长缩放</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="311" />
        <source>Time origin: the first kept job arrives at 0 (else: times as the file gives them)</source>
        <translation>时间原点：第一个保留的作业在 0 时刻到达（否则：按文件中的时间）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="318" />
        <source>Inventory options</source>
        <translation>机器清单选项</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="319" />
        <source>Real inventories publish no racks, and some no CPUs or memory: say what to assume.</source>
        <translation>真实的机器清单不公布机架，有些也不公布 CPU 或内存：请说明假设。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="324" />
        <source>one rack</source>
        <translation>一个机架</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="325" />
        <source>Machines per rack</source>
        <translation>每个机架的机器数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="334" />
        <source>CPUs per GPU (Philly)</source>
        <translation>每个 GPU 的 CPU 数（Philly）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="335" />
        <source>Memory per GPU, GB (Philly)</source>
        <translation>每个 GPU 的内存，GB（Philly）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="338" />
        <source>e.g. G2=P100, G3=T4</source>
        <translation>例如 G2=P100, G3=T4</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="339" />
        <source>GPU models of the inventory the speed table does not know, mapped to one it does</source>
        <translation>速度表不认识的清单 GPU 型号，映射为它认识的型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="341" />
        <source>GPU model renames</source>
        <translation>GPU 型号重命名</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="355" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="356" />
        <source>Exactly what the scenario will read. Nothing changes until Finish.</source>
        <translation>场景将读取的确切内容。点击完成之前不会有任何改动。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="359" />
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="400" />
        <source>No such file.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="428" />
        <source>This looks like an inventory: use Import Cluster.</source>
        <translation>这看起来是机器清单：请使用导入集群。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="429" />
        <source>This looks like a job trace: use Import Trace.</source>
        <translation>这看起来是作业轨迹：请使用导入作业轨迹。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="432" />
        <source>Proposed: %1.</source>
        <translation>推荐：%1。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="536" />
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="563" />
        <source>&lt;b&gt;Cannot import:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;无法导入：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="566" />
        <source>&lt;br&gt;The first rows that do not read:</source>
        <translation>&lt;br&gt;无法读取的前几行：</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/workspace/import_wizard.cpp" line="575" />
        <source>%n jobs will join the workload.</source>
        <translation>
            <numerusform>%n 个作业将加入工作负载。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/workspace/import_wizard.cpp" line="576" />
        <source>%n nodes will join the cluster.</source>
        <translation>
            <numerusform>%n 个节点将加入集群。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="578" />
        <source>The table shows the first %1.</source>
        <translation>表格显示前 %1 个。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/import_wizard.cpp" line="581" />
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/workspace/import_wizard.cpp" line="603" />
        <source>%1: %n jobs</source>
        <translation>
            <numerusform>%1：%n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/workspace/import_wizard.cpp" line="604" />
        <source>%1: %n nodes</source>
        <translation>
            <numerusform>%1：%n 个节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>maifs::ui::JobTableModel</name>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="51" />
        <location filename="../ui/workspace/job_table_model.cpp" line="54" />
        <source>proportional</source>
        <translation>按 GPU 比例</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="57" />
        <source>(drawn per run)</source>
        <translation>（每次运行抽取）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="76" />
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="78" />
        <source>Submit (%1)</source>
        <translation>提交（%1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="80" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="82" />
        <source>Milli-GPU</source>
        <translation>毫 GPU</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="84" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="86" />
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="88" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="90" />
        <source>Duration (%1)</source>
        <translation>时长（%1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="92" />
        <source>VC</source>
        <translation>虚拟集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/job_table_model.cpp" line="94" />
        <source>User</source>
        <translation>用户</translation>
    </message>
</context>
<context>
    <name>maifs::ui::MainWindow</name>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="85" />
        <location filename="../ui/workspace/main_window.cpp" line="1020" />
        <source>MAIFS Studio</source>
        <translation>MAIFS 工作室</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="93" />
        <source>Sweep: %1 of %2 cells</source>
        <translation>扫描：%1 / %2 个单元</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="103" />
        <source>Sweep stopped: %1</source>
        <translation>扫描已停止：%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="113" />
        <source>Open a scenario (File &gt; Open, or the Demo menu) to begin.</source>
        <translation>打开一个场景（文件 &gt; 打开，或演示菜单）以开始。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="117" />
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="122" />
        <source>Edit refused</source>
        <translation>编辑被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="125" />
        <location filename="../ui/workspace/main_window.cpp" line="132" />
        <source>Edit refused: %1</source>
        <translation>编辑被拒绝：%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="127" />
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="129" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="134" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="136" />
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="138" />
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="144" />
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="146" />
        <source>Decision Inspector</source>
        <translation>决策检查器</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="157" />
        <source>Run library unavailable (%1): runs are not kept</source>
        <translation>运行库不可用（%1）：运行不会被保存</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="159" />
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="161" />
        <location filename="../ui/workspace/main_window.cpp" line="981" />
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="172" />
        <source>Run not kept in the library: %1</source>
        <translation>运行未保存到运行库：%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="176" />
        <source>A run failed: %1</source>
        <translation>一次运行失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="192" />
        <source>Training Monitor</source>
        <translation>训练监视器</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="204" />
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="237" />
        <source>Run Queue</source>
        <translation>运行队列</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="247" />
        <source>Cancel Selected</source>
        <translation>取消所选</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="252" />
        <source>Clear Finished</source>
        <translation>清除已完成</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="268" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="271" />
        <source>&amp;New Scenario…</source>
        <translation>新建场景(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="273" />
        <source>A cluster and a workload from a template, your own files or a bundled scenario</source>
        <translation>由模板、您自己的文件或内置场景构成集群和工作负载</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="275" />
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="277" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="279" />
        <source>Open S&amp;weep Results…</source>
        <translation>打开扫描结果(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="281" />
        <source>Import &amp;Trace…</source>
        <translation>导入作业轨迹(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="284" />
        <source>Add a job log (Philly, Alibaba, Helios, PAI or any CSV) to the workload, with a preview of what it gives</source>
        <translation>将作业日志（Philly、Alibaba、Helios、PAI 或任何 CSV）加入工作负载，并预览其结果</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="287" />
        <source>Import C&amp;luster…</source>
        <translation>导入集群(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="289" />
        <source>Add the machines of an inventory file to the cluster</source>
        <translation>将机器清单文件中的机器加入集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="296" />
        <source>&amp;Save Scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="302" />
        <location filename="../ui/workspace/main_window.cpp" line="1054" />
        <location filename="../ui/workspace/main_window.cpp" line="1075" />
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="305" />
        <source>Save Scenario &amp;As…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="308" />
        <source>Export Comparison &amp;Table (CSV)…</source>
        <translation>导出对比表格 (CSV)(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="310" />
        <source>Export Comparison &amp;Chart (PNG, SVG, PDF)…</source>
        <translation>导出对比图表 (PNG、SVG、PDF)(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="312" />
        <source>Export &amp;Run Files…</source>
        <translation>导出运行文件(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="313" />
        <source>Export Run Files</source>
        <translation>导出运行文件</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="319" />
        <source>Exported %1 runs to %2</source>
        <translation>已将 %1 次运行导出到 %2</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="325" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="328" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="329" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="331" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="336" />
        <source>Edit History</source>
        <translation>编辑历史</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="339" />
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="345" />
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="348" />
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="357" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="358" />
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="365" />
        <source>&amp;Simulate</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="368" />
        <source>&amp;Compare All Schedulers (3 seeds)</source>
        <translation>对比所有调度器（3 个种子）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="371" />
        <source>Every baseline and MAIFS on the open scenario, seeds 1-3, in the background; the Comparison tab shows the results</source>
        <translation>在后台以种子 1-3 在当前场景上运行所有基线和 MAIFS；结果显示在对比标签页</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="373" />
        <source>&amp;Run Schedulers…</source>
        <translation>运行调度器(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="375" />
        <source>Choose the schedulers and seeds to run</source>
        <translation>选择要运行的调度器和种子</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="377" />
        <source>&amp;What-if Study</source>
        <translation>假设分析研究(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="378" />
        <source>Base against a variant (more nodes, another GPU, more load), side by side</source>
        <translation>基准与变体（更多节点、另一种 GPU、更高负载）并排比较</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="380" />
        <source>New S&amp;weep…</source>
        <translation>新建扫描(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="381" />
        <source>A grid over one axis of the scenario (node count, arrival rate, durations, any value) x schedulers x seeds, run in the background</source>
        <translation>在场景的一个维度（节点数、到达率、时长或任意值）× 调度器 × 种子上构成网格，在后台运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="384" />
        <source>Cancel &amp;Runs</source>
        <translation>取消运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="386" />
        <source>Step Through a &amp;Live Run…</source>
        <translation>逐步执行实时运行(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="394" />
        <source>Live Run</source>
        <translation>实时运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="394" />
        <source>Scheduler to step through, decision by decision:</source>
        <translation>要逐个决策单步执行的调度器：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="400" />
        <source>&amp;Train</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="403" />
        <source>Train MAIFS Policy…</source>
        <translation>训练 MAIFS 策略…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="408" />
        <source>&amp;Demo</source>
        <translation>演示(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="411" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="412" />
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="414" />
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="419" />
        <source>&amp;About MAIFS Studio</source>
        <translation>关于 MAIFS 工作室(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="420" />
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="429" />
        <source>What the scenario describes, and its import reports</source>
        <translation>场景描述的内容及其导入报告</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="430" />
        <source>The open scenario: its cluster, its workload (jobs, traces, synthetic jobs), its seed and what-if events, and the report of every import (rows kept, dropped and why).</source>
        <translation>当前场景：集群、工作负载（作业、轨迹、合成作业）、种子和假设事件，以及每次导入的报告（保留、丢弃的行及原因）。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="433" />
        <source>Edit the cluster: nodes, templates, imported inventories</source>
        <translation>编辑集群：节点、模板、导入的机器清单</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="434" />
        <source>The cluster section as written, one row per template, node or inventory. Type into a cell to change it (every selected row at once); Add Node, Duplicate, Remove and Import Inventory change the rows. Every edit is one undoable step, refused with the reason when it would make the scenario invalid. Below: the cluster map and the nodes.</source>
        <translation>按原文显示的集群部分，每个模板、节点或清单一行。在单元格中输入即可修改（同时作用于所有选中的行）；添加节点、复制、删除和导入清单用于增删行。每次编辑都是一个可撤销的步骤，若会使场景无效则被拒绝并说明原因。下方：集群图和节点列表。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="439" />
        <source>The jobs: table, filters and histograms</source>
        <translation>作业：表格、筛选和直方图</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="440" />
        <source>Every job of the workload, sortable and filtered by id, VC, GPU count, model and submit time, with histograms of arrivals, durations and GPU demand of the jobs shown. File &gt; Import Trace (or a dropped CSV / JSON file) adds a trace.</source>
        <translation>工作负载中的每个作业，可排序，并可按编号、虚拟集群、GPU 数、模型和提交时间筛选，附有所显示作业的到达、时长和 GPU 需求直方图。文件 &gt; 导入作业轨迹（或拖入 CSV / JSON 文件）可添加轨迹。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="443" />
        <source>The speed, placement and interference model</source>
        <translation>速度、放置和干扰模型</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="444" />
        <source>The model zoo's throughput matrices (click a cell to change it), the GPU speed table, and the placement and interference factors; edits are saved under the scenario's models section.</source>
        <translation>模型库的吞吐量矩阵（点击单元格修改）、GPU 速度表以及放置和干扰系数；编辑保存在场景的 models 部分。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="447" />
        <source>Metrics of every run, per scheduler</source>
        <translation>每次运行的指标，按调度器</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="448" />
        <source>Mean and p95 JCT, makespan, waits and utilisation per scheduler over seeds, a bar chart, the JCT CDF and the cluster over time. Simulate &gt; Compare All Schedulers (Ctrl+R) fills it; File &gt; Export writes the table and the chart.</source>
        <translation>各调度器在多个种子上的平均与 p95 完成时间、总完成时间、等待和利用率，柱状图、完成时间累积分布及集群随时间的变化。模拟 &gt; 对比所有调度器（Ctrl+R）填充此页；文件 &gt; 导出写出表格和图表。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="451" />
        <source>Base against a variant: more nodes, another GPU, more load</source>
        <translation>基准与变体：更多节点、另一种 GPU、更高负载</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="452" />
        <source>A variant of the open scenario in a few fields (nodes of a kind added or removed, a GPU model swapped, arrivals and durations scaled); base and variant run in the background with the chosen schedulers and seeds and are shown side by side with the difference per seed and its 95% interval. Editing the scenario keeps the results (they say which scenario they are for).</source>
        <translation>用几个字段描述当前场景的变体（增减某类节点、替换 GPU 型号、缩放到达率与时长）；基准与变体在后台以所选调度器和种子运行，并排显示按种子配对的差值及其 95% 区间。编辑场景不会清除结果（结果注明其对应的场景）。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="457" />
        <source>Step through a finished run, decision by decision</source>
        <translation>逐个决策地回放已完成的运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="458" />
        <source>A cursor over a finished run: Right / Left step between decisions, Space plays, Home / End jump, F5 runs to the next breakpoint. Click a GPU on the map to follow its job; the Decision Inspector dock takes the decision at the cursor apart.</source>
        <translation>已完成运行上的游标：右 / 左键在决策间移动，空格播放，Home / End 跳转，F5 运行到下一个断点。点击图上的 GPU 可跟踪其作业；决策检查器停靠窗口会拆解游标处的决策。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="461" />
        <source>Every run kept across sessions</source>
        <translation>跨会话保存的所有运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="462" />
        <source>The run library: every finished run with its scenario, scheduler, seed and metrics. Select two to see their delta.</source>
        <translation>运行库：每次已完成的运行及其场景、调度器、种子和指标。选中两个可查看差异。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="464" />
        <source>The results of a sweep</source>
        <translation>参数扫描的结果</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="465" />
        <source>A `maifs sweep` result (File &gt; Open Sweep Results): a metric against an axis, one line per scheduler with its spread over seeds.</source>
        <translation>`maifs sweep` 的结果（文件 &gt; 打开扫描结果）：某个指标随某个轴的变化，每个调度器一条线并显示种子间的离散度。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="496" />
        <source>Guided Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="509" />
        <source>&amp;Guided Tour…</source>
        <translation>导览(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="510" />
        <source>A few steps through the demo: a placement decision, fungible allocation, a preemption and MAIFS's agents</source>
        <translation>几步浏览演示：一次放置决策、可替代分配、一次抢占以及 MAIFS 的智能体</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="519" />
        <source>No bundled scenarios found in %1</source>
        <translation>在 %1 中未找到内置场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="526" />
        <location filename="../ui/workspace/main_window.cpp" line="659" />
        <source>Runs in progress</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="527" />
        <source>Cancel or wait for the running simulations before opening another scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再打开其他场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="536" />
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="546" />
        <source>Opened %1 (%2 jobs) in %3 s</source>
        <translation>已打开 %1（%2 个作业），用时 %3 秒</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="616" />
        <source>Open a scenario first: a trace needs a cluster to run on.</source>
        <translation>请先打开一个场景：轨迹需要在集群上运行。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="621" />
        <source>Add trace %1</source>
        <translation>添加轨迹 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="707" />
        <source>Synthetic jobs are shown as the scenario's seed (%1) draws them, with their models and CPU / memory requests; a run with another seed draws other jobs.</source>
        <translation>合成作业按场景种子（%1）的抽取结果显示，包括其模型和 CPU / 内存请求；使用其他种子的运行会抽取不同的作业。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="712" />
        <source>&lt;h2&gt;%1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="713" />
        <source>&lt;p&gt;%1 nodes in %2 racks: %3 GPUs, %4 CPUs, %5 GB memory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%2 个机架中的 %1 个节点：%3 个 GPU、%4 个 CPU、%5 GB 内存。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="722" />
        <source>&lt;p&gt;%1 jobs</source>
        <translation>&lt;p&gt;%1 个作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="724" />
        <source> + %1 synthetic jobs drawn per seed</source>
        <translation> + 每个种子抽取 %1 个合成作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="725" />
        <source>. Seed %1. %2 what-if events.&lt;/p&gt;</source>
        <translation>。种子 %1。%2 个假设事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="730" />
        <source>&lt;p&gt;Simulate &amp;gt; Compare All Schedulers (Ctrl+R) runs every policy of this build.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模拟 &amp;gt; 对比所有调度器（Ctrl+R）会运行此版本的全部策略。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="187" />
        <source>Live run failed: %1</source>
        <translation>实时运行失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="755" />
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="757" />
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="758" />
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="793" />
        <source>A big scenario (%1 jobs, %2 nodes): the baselines on seed %3. Simulate &gt; Run Schedulers adds MAIFS and more seeds.</source>
        <translation>大型场景（%1 个作业，%2 个节点）：仅在种子 %3 上运行基线。模拟 &gt; 运行调度器可加入 MAIFS 与更多种子。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="861" />
        <source>%v of %m runs, about %1 left</source>
        <translation>%v / %m 次运行，约剩 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="864" />
        <source>%v of %m runs</source>
        <translation>%v / %m 次运行</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="869" />
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="869" />
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="870" />
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>图片 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="870" />
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="877" />
        <source>Exported %1 and its data %2</source>
        <translation>已导出 %1 及其数据 %2</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="882" />
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="317" />
        <location filename="../ui/workspace/main_window.cpp" line="884" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="404" />
        <source>Train MAIFS on the open scenario in the background, with live curves; the policy can join the comparison</source>
        <translation>在后台用打开的场景训练 MAIFS，实时显示曲线；训练出的策略可加入对比</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="630" />
        <source>Open a scenario first: an import joins its cluster or workload.</source>
        <translation>请先打开一个场景：导入的内容会加入其集群或工作负载。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="635" />
        <source>Import trace %1</source>
        <translation>导入作业轨迹 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="635" />
        <source>Import cluster %1</source>
        <translation>导入集群 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="640" />
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="641" />
        <source>Open a scenario or make a new one (File &gt; New Scenario) first: an import joins its cluster or workload.</source>
        <translation>请先打开或新建一个场景（文件 &gt; 新建场景）：导入的内容会加入其集群或工作负载。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="651" />
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="660" />
        <source>Cancel or wait for the running simulations before starting another scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再开始其他场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="666" />
        <source>Cannot create scenario</source>
        <translation>无法创建场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="673" />
        <source>New scenario: Save As chooses where it lives</source>
        <translation>新场景：另存为时选择保存位置</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="885" />
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="890" />
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="890" />
        <location filename="../ui/workspace/main_window.cpp" line="1050" />
        <source>Scenarios (*.yaml *.yml)</source>
        <translation>场景 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="898" />
        <source>Cannot open sweep results</source>
        <translation>无法打开扫描结果</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="902" />
        <source>Opened sweep %1</source>
        <translation>已打开扫描 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="910" />
        <source>Sweep in progress</source>
        <translation>扫描进行中</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="911" />
        <source>Wait for the running sweep or cancel it first.</source>
        <translation>请先等待正在运行的扫描完成或取消它。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="930" />
        <source>No scenario is open.</source>
        <translation>没有打开的场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="932" />
        <source>A sweep is running.</source>
        <translation>有扫描正在运行。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="958" />
        <source>Cannot write a scratch copy of the sweep.</source>
        <translation>无法写入扫描的临时副本。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="970" />
        <source>%1 holds another sweep (its %2 differs): choose another folder.</source>
        <translation>%1 中已有另一个扫描（其 %2 不同）：请选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="975" />
        <source>Cannot write the sweep into %1.</source>
        <translation>无法将扫描写入 %1。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="980" />
        <source>Sweep: starting…</source>
        <translation>扫描：正在开始…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="980" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="990" />
        <source>Open Sweep Results</source>
        <translation>打开扫描结果</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="991" />
        <source>Sweep results (sweep.csv)</source>
        <translation>扫描结果 (sweep.csv)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1005" />
        <source>Run library</source>
        <translation>运行库</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1006" />
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1017" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1020" />
        <source>%1[*] — MAIFS Studio</source>
        <translation>%1[*] — MAIFS 工作室</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1032" />
        <source>Saved %1; the files it names were renamed for its folder (the undo history starts here)</source>
        <translation>已保存 %1；其引用的文件已按新文件夹改写路径（撤销历史从此处重新开始）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1035" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1049" />
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1061" />
        <source>The new scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1064" />
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1064" />
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1087" />
        <source>not available (%1)</source>
        <translation>不可用（%1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1089" />
        <source>&lt;h3&gt;MAIFS Studio %1&lt;/h3&gt;&lt;p&gt;A what-if studio for scheduling deep-learning jobs on GPU clusters, around MAIFS (Li et al., IEEE TPDS 2025).&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;LibTorch %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;MAIFS 工作室 %1&lt;/h3&gt;&lt;p&gt;围绕 MAIFS（Li 等，IEEE TPDS 2025）的 GPU 集群深度学习作业调度假设分析工具。&lt;/p&gt;&lt;p&gt;Qt %2（编译于 %3）&lt;br&gt;LibTorch %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/workspace/main_window.cpp" line="1098" />
        <source>About MAIFS Studio</source>
        <translation>关于 MAIFS 工作室</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ModelParamsView</name>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="47" />
        <source>throughput (1 = 3 CPUs + 62.5 GB per GPU)</source>
        <translation>吞吐量（1 = 每 GPU 3 个 CPU + 62.5 GB）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="49" />
        <source>memory per GPU (GB)</source>
        <translation>每 GPU 内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="50" />
        <source>CPU cores per GPU</source>
        <translation>每 GPU CPU 核数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="52" />
        <source>Throughput by CPU and memory per GPU</source>
        <translation>按每 GPU 的 CPU 与内存划分的吞吐量</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="67" />
        <source>Click a cell to change its throughput.</source>
        <translation>点击单元格以修改其吞吐量。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="74" />
        <source>Model zoo:</source>
        <translation>模型库：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="77" />
        <source>Job GPUs:</source>
        <translation>作业 GPU 数：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="84" />
        <source>GPU speed relative to a V100, by model class:</source>
        <translation>相对 V100 的 GPU 速度（按模型类别）：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="86" />
        <source>Placement and interference factors:</source>
        <translation>放置与干扰系数：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="213" />
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="214" />
        <source>%1, %2 GPU(s): throughput at this cell (0 = not profiled):</source>
        <translation>%1，%2 个 GPU：此单元格的吞吐量（0 = 未测量）：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="225" />
        <source>No scenario is open.</source>
        <translation>没有打开的场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="229" />
        <source>The zoo has no %1 profile for %2 GPU(s).</source>
        <translation>模型库中没有 %1 在 %2 个 GPU 下的配置。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="236" />
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/model_params_view.cpp" line="241" />
        <source>Set %1 throughput (%2 GPUs, CPU level %3, memory level %4) to %5</source>
        <translation>将 %1 的吞吐量（%2 个 GPU，CPU 档位 %3，内存档位 %4）设为 %5</translation>
    </message>
</context>
<context>
    <name>maifs::ui::NewScenarioWizard</name>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="56" />
        <source>New Scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="88" />
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="89" />
        <source>The machines the jobs run on. Nodes can be edited afterwards in the Cluster tab.</source>
        <translation>作业运行的机器。之后可在集群标签页中编辑节点。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="94" />
        <source>Identical nodes</source>
        <translation>相同的节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="105" />
        <source>GPU models of the speed table (docs/model.md); another model can be added under models.gpu_speed</source>
        <translation>速度表中的 GPU 型号（docs/model.md）；可在 models.gpu_speed 下添加其他型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="122" />
        <source>one rack</source>
        <translation>一个机架</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="123" />
        <source>Nodes per rack: jobs spread over racks run slower (docs/model.md)</source>
        <translation>每个机架的节点数：跨机架的作业运行更慢（docs/model.md）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="126" />
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="127" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="128" />
        <source>GPUs per node</source>
        <translation>每个节点的 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="129" />
        <source>CPUs per node</source>
        <translation>每个节点的 CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="130" />
        <source>Memory per node (GB)</source>
        <translation>每个节点的内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="131" />
        <source>Nodes per rack</source>
        <translation>每个机架的节点数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="134" />
        <source>An inventory file (Philly, Alibaba 2023, PAI 2020, any CSV)</source>
        <translation>机器清单文件（Philly、Alibaba 2023、PAI 2020、任何 CSV）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="136" />
        <source>Import Inventory…</source>
        <translation>导入机器清单…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="138" />
        <source>No inventory chosen.</source>
        <translation>尚未选择机器清单。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="148" />
        <source>The cluster of a bundled scenario</source>
        <translation>内置场景的集群</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="181" />
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="182" />
        <source>The jobs to schedule: a real trace, jobs drawn anew for each seed, or none yet (add jobs or traces later).</source>
        <translation>要调度的作业：真实轨迹、每个种子重新抽取的作业，或暂时没有（稍后添加作业或轨迹）。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="187" />
        <source>A job trace (Philly, Alibaba, Helios, PAI, any CSV)</source>
        <translation>作业轨迹（Philly、Alibaba、Helios、PAI、任何 CSV）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="189" />
        <source>Import Trace…</source>
        <translation>导入作业轨迹…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="191" />
        <source>No trace chosen.</source>
        <translation>尚未选择轨迹。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="200" />
        <source>Synthetic jobs (Synergy's generator: Poisson arrivals, log-uniform durations)</source>
        <translation>合成作业（Synergy 的生成器：泊松到达，对数均匀时长）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="214" />
        <source>GPUs per job and their weights</source>
        <translation>每个作业的 GPU 数及其权重</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="218" />
        <source>Arrivals per hour (seed 1)</source>
        <translation>每小时到达数（种子 1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="218" />
        <source>submit time (h)</source>
        <translation>提交时间（小时）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="219" />
        <source>Durations (seed 1)</source>
        <translation>时长（种子 1）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="219" />
        <source>duration (s, log scale)</source>
        <translation>时长（秒，对数刻度）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="223" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="224" />
        <source>Jobs per hour</source>
        <translation>每小时作业数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="225" />
        <source>GPU mix</source>
        <translation>GPU 组合</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="232" />
        <source>No jobs yet</source>
        <translation>暂无作业</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="263" />
        <source>Name and check</source>
        <translation>名称与检查</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="264" />
        <source>The scenario as it will be saved, read as the command line reads it. It opens untitled: Save As chooses where it lives.</source>
        <translation>将要保存的场景，按命令行的方式读取。它以未命名状态打开：另存为时选择保存位置。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="272" />
        <source>Draws the synthetic jobs and the models a trace leaves open</source>
        <translation>用于抽取合成作业以及轨迹未指定的模型</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="282" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="283" />
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="422" />
        <source>%n jobs arriving over %1 h; each run draws them anew from its seed.</source>
        <translation>
            <numerusform>%n 个作业在 %1 小时内到达；每次运行按其种子重新抽取。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="432" />
        <source>Offered load: %1% of the cluster's %2 GPUs.</source>
        <translation>提供负载：集群 %2 个 GPU 的 %1%。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="463" />
        <source>Valid: %1 nodes (%2 GPUs), %3 jobs.</source>
        <translation>有效：%1 个节点（%2 个 GPU），%3 个作业。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/new_scenario_wizard.cpp" line="474" />
        <source>Does not read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>maifs::ui::NewSweepDialog</name>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="45" />
        <source>New Sweep</source>
        <translation>新建扫描</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="54" />
        <source>Nodes of %1 (%2 x %3; now %4)</source>
        <translation>%1 的节点数（%2 x %3；当前 %4）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="60" />
        <source>Arrival rate (x; 2 = twice as fast)</source>
        <translation>到达率（倍数；2 = 快一倍）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="62" />
        <source>Job durations (x)</source>
        <translation>作业时长（倍数）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="64" />
        <source>A value at a path (e.g. engine.round_s)</source>
        <translation>某路径上的值（如 engine.round_s）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="66" />
        <source>engine.round_s, cluster.nodes[0].cpus, …</source>
        <translation>engine.round_s、cluster.nodes[0].cpus、…</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="67" />
        <source>comma-separated, e.g. 2, 3, 4, 6</source>
        <translation>以逗号分隔，如 2, 3, 4, 6</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="72" />
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="77" />
        <source>Axis:</source>
        <translation>维度：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="78" />
        <source>Path:</source>
        <translation>路径：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="79" />
        <source>Values:</source>
        <translation>取值：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="80" />
        <source>Schedulers:</source>
        <translation>调度器：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="81" />
        <source>Seeds:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="82" />
        <source>Results folder:</source>
        <translation>结果文件夹：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="84" />
        <source>Run Sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="85" />
        <source>Every value x scheduler x seed is a cell, run in the background and kept as it finishes (a stopped sweep resumes from its folder). The folder gets the sweep file, the scenario as it is now, and sweep.csv, which the Sweep tab opens; `maifs sweep` runs the same file.</source>
        <translation>每个取值 × 调度器 × 种子为一个单元，在后台运行并在完成时保存（停止的扫描可从其文件夹继续）。文件夹中包含扫描文件、当前场景以及 sweep.csv（扫描标签页会打开它）；`maifs sweep` 运行的是同一文件。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="101" />
        <source>node counts, e.g. 2, 3, 4, 6</source>
        <translation>节点数，如 2, 3, 4, 6</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="103" />
        <source>YAML values, e.g. 60, 300, 900</source>
        <translation>YAML 值，如 60, 300, 900</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="105" />
        <source>factors, e.g. 0.5, 1, 1.5, 2</source>
        <translation>倍数，如 0.5, 1, 1.5, 2</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="111" />
        <source>Results folder</source>
        <translation>结果文件夹</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="143" />
        <source>Values: give at least one, separated by commas</source>
        <translation>取值：至少给出一个，以逗号分隔</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="145" />
        <source>Values: each value once</source>
        <translation>取值：每个值只能出现一次</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="148" />
        <source>Schedulers: give at least one (e.g. fifo, tiresias)</source>
        <translation>调度器：至少给出一个（如 fifo, tiresias）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="152" />
        <source>Seeds: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="154" />
        <source>Results folder: choose one</source>
        <translation>结果文件夹：请选择一个</translation>
    </message>
    <message>
        <location filename="../ui/sweep/new_sweep_dialog.cpp" line="172" />
        <source>Path: name the value to sweep (e.g. engine.round_s)</source>
        <translation>路径：指明要扫描的值（如 engine.round_s）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::NodeTableModel</name>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="30" />
        <source>(CPU only)</source>
        <translation>（仅 CPU）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="50" />
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="52" />
        <source>Rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="54" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="56" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="58" />
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="60" />
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location filename="../ui/workspace/node_table_model.cpp" line="62" />
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
</context>
<context>
    <name>maifs::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="21" />
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="22" />
        <location filename="../ui/common/preferences_dialog.cpp" line="29" />
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="23" />
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="24" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="26" />
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="27" />
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="34" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="36" />
        <source>Run Library</source>
        <translation>运行库</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="37" />
        <source>Run libraries (*.sqlite)</source>
        <translation>运行库 (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="47" />
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="48" />
        <source>Times in:</source>
        <translation>时间单位：</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="49" />
        <source>Language (at the next start):</source>
        <translation>语言（下次启动生效）：</translation>
    </message>
    <message>
        <location filename="../ui/common/preferences_dialog.cpp" line="50" />
        <source>Run library (one per workspace):</source>
        <translation>运行库（每个工作区一个）：</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ReplayView</name>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="47" />
        <location filename="../ui/replay/replay_view.cpp" line="579" />
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="47" />
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="56" />
        <source>Coordination graph</source>
        <translation>协调图</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="61" />
        <source>Finish live run</source>
        <translation>完成实时运行</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="62" />
        <source>Let the live simulation run to its end; it joins the comparison</source>
        <translation>让实时模拟运行到结束；结果加入对比</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="67" />
        <source>|&lt;</source>
        <translation>|&lt;</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="67" />
        <source>Start of the run (Home)</source>
        <translation>运行开始（Home）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="68" />
        <source>&lt; Decision</source>
        <translation>&lt; 决策</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="68" />
        <source>Previous decision (Left)</source>
        <translation>上一个决策（左）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="69" />
        <source>Decision &gt;</source>
        <translation>决策 &gt;</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="69" />
        <source>Next decision (Right)</source>
        <translation>下一个决策（右）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="70" />
        <source>&gt;|</source>
        <translation>&gt;|</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="70" />
        <source>End of the run (End)</source>
        <translation>运行结束（End）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="73" />
        <source>Decisions per step of playback</source>
        <translation>回放每步的决策数</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="76" />
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="87" />
        <source>job starts</source>
        <translation>作业开始</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="88" />
        <source>job finishes</source>
        <translation>作业完成</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="89" />
        <source>node changes</source>
        <translation>节点变化</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="90" />
        <source>queue longer than</source>
        <translation>队列长度超过</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="91" />
        <source>GPU allocation below (%)</source>
        <translation>GPU 分配率低于 (%)</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="92" />
        <source>a node fails or joins</source>
        <translation>节点故障或加入</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="93" />
        <source>an event of kind</source>
        <translation>某类事件发生</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="94" />
        <source>time reaches (h)</source>
        <translation>时间到达 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="95" />
        <source>job, node, number or event kind</source>
        <translation>作业、节点、数字或事件类型</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="97" />
        <source>A job id, a node id, a number, or an event kind: arrival, start, finish, preempt, resize, node-fail, node-add, rejected</source>
        <translation>作业 ID、节点 ID、数字或事件类型：arrival、start、finish、preempt、resize、node-fail、node-add、rejected</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="101" />
        <source>Run until</source>
        <translation>运行到</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="107" />
        <source>Draw a learned policy's coordination-graph edges (attention weights between agents) at the decision over the map: an arrow from an agent to each agent it attends to, thicker and more opaque for a larger weight, labelled with it when there are few</source>
        <translation>在地图上绘制学习策略在该决策的协调图边（智能体之间的注意力权重）：从一个智能体指向它所关注的每个智能体的箭头，权重越大越粗越不透明，边较少时标注权重</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="111" />
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="111" />
        <source>Zoom the map out (-, or Ctrl+wheel)</source>
        <translation>缩小地图（-，或 Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="112" />
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="112" />
        <source>Fit the map to the view (0)</source>
        <translation>使地图适应视图（0）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="113" />
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="113" />
        <source>Zoom the map in (+, or Ctrl+wheel)</source>
        <translation>放大地图（+，或 Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="122" />
        <source>Run until:</source>
        <translation>运行到：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="132" />
        <source>Map:</source>
        <translation>地图：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="188" />
        <source>Decision at the cursor:</source>
        <translation>光标处的决策：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="205" />
        <source>Gantt chart (drag to pan, wheel to zoom, click to move the cursor). Compare with:</source>
        <translation>甘特图（拖动平移，滚轮缩放，单击移动光标）。对比：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="292" />
        <source>%1, seed %2</source>
        <translation>%1，种子 %2</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="298" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="319" />
        <source>Re-simulating %1, seed %2: its record was let go to save memory…</source>
        <translation>正在重新模拟 %1（种子 %2）：为节省内存其记录已被释放…</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="412" />
        <source>live: %1, seed %2, starting…</source>
        <translation>实时：%1，种子 %2，正在开始…</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="430" />
        <source>live: %1</source>
        <translation>实时：%1</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="492" />
        <source>the condition does not hold later in this run</source>
        <translation>此运行之后不再满足该条件</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="579" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="609" />
        <source>t = %1 %2, %3 running, %4 waiting</source>
        <translation>t = %1 %2，%3 个运行中，%4 个等待中</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="629" />
        <source>%1: %2 GPU(s), waiting %3 %4</source>
        <translation>%1：%2 个 GPU，已等待 %3 %4</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="650" />
        <source>Decision at %1 %2, after %3</source>
        <translation>决策时间 %1 %2，由%3触发</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="664" />
        <source>Replay: next decision</source>
        <translation>回放：下一个决策</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="665" />
        <source>Replay: previous decision</source>
        <translation>回放：上一个决策</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="666" />
        <source>Replay: play / pause</source>
        <translation>回放：播放 / 暂停</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="667" />
        <source>Replay: the start of the run</source>
        <translation>回放：运行开始</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="668" />
        <source>Replay: the end of the run</source>
        <translation>回放：运行结束</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="669" />
        <source>Replay: run to the next breakpoint</source>
        <translation>回放：运行到下一个断点</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="670" />
        <source>Replay: zoom the map in (also Ctrl+wheel)</source>
        <translation>回放：放大地图（也可 Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="671" />
        <source>Replay: zoom the map out</source>
        <translation>回放：缩小地图</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="672" />
        <source>Replay: fit the map to the view</source>
        <translation>回放：使地图适应视图</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="486" />
        <location filename="../ui/replay/replay_view.cpp" line="599" />
        <source>no run: compare schedulers first</source>
        <translation>没有运行：请先对比调度器</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="101" />
        <source>Move to the first later moment the condition holds</source>
        <translation>移到之后条件成立的第一个时刻</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="102" />
        <source>Add breakpoint</source>
        <translation>添加断点</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="102" />
        <source>Keep the condition in the breakpoint list</source>
        <translation>将条件保存到断点列表</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="103" />
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="103" />
        <source>Remove the selected breakpoint</source>
        <translation>删除所选断点</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="105" />
        <source>Next breakpoint</source>
        <translation>下一个断点</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="106" />
        <source>Move to the earliest later moment a checked breakpoint holds (F5)</source>
        <translation>移到之后任一已勾选断点成立的最早时刻 (F5)</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="182" />
        <source>Waiting at the cursor, by pending reason</source>
        <translation>光标处的等待作业，按等待原因分组</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="183" />
        <source>Each waiting job's reason is its latest verdict up to the cursor</source>
        <translation>每个等待作业的原因是光标之前对它的最近结论</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="186" />
        <source>Breakpoints (checked ones stop F5):</source>
        <translation>断点（勾选的在 F5 时停止）：</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="480" />
        <source>no breakpoints: add one with the condition above</source>
        <translation>没有断点：用上方条件添加一个</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="497" />
        <source> - stopped: %1</source>
        <translation> - 停止于：%1</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="608" />
        <source>LIVE (decision %1 so far) </source>
        <translation>实时（目前第 %1 个决策）</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="622" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_view.cpp" line="659" />
        <source>  and %1 more waiting jobs not listed</source>
        <translation>  另有 %1 个等待作业未列出</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunDialog</name>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="50" />
        <location filename="../ui/comparison/run_dialog.cpp" line="110" />
        <source>Run Schedulers</source>
        <translation>运行调度器</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="54" />
        <source>Scheduler (its own allocation)</source>
        <translation>调度器（其自身的分配方式）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="59" />
        <source>CPU and memory at the model's best case, or the job waits (Synergy-GREEDY)</source>
        <translation>按模型最佳情况分配 CPU 与内存，否则作业等待（Synergy-GREEDY）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="61" />
        <source>Best case where it fits, else the GPU-proportional share, running jobs re-sized each round (Synergy-TUNE)</source>
        <translation>放得下时取最佳情况，否则按 GPU 比例分配，每轮调整运行中作业（Synergy-TUNE）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="64" />
        <source>CPU and memory of each decision's new jobs chosen together by a linear program (Synergy-OPT)</source>
        <translation>每次决策的新作业的 CPU 与内存由线性规划共同选择（Synergy-OPT）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="93" />
        <source>e.g. 1,2,3 or 1-5</source>
        <translation>例如 1,2,3 或 1-5</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="95" />
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="96" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="106" />
        <source>Choose at least one scheduler.</source>
        <translation>请至少选择一个调度器。</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="117" />
        <source>Schedulers:</source>
        <translation>调度器：</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="118" />
        <source>Seeds:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="158" />
        <source>'%1' is not a seed or a range of seeds (e.g. 4 or 1-5)</source>
        <translation>“%1”不是种子或种子范围（例如 4 或 1-5）</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="160" />
        <source>the range %1 ends before it starts</source>
        <translation>范围 %1 的结束早于开始</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="162" />
        <source>more than %1 seeds</source>
        <translation>种子超过 %1 个</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_dialog.cpp" line="168" />
        <source>no seed given (e.g. 1,2,3 or 1-5)</source>
        <translation>未给出种子（例如 1,2,3 或 1-5）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunLibrary</name>
    <message>
        <location filename="../ui/common/run_library.cpp" line="40" />
        <source>cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="60" />
        <source>%1 is not a run library: %2</source>
        <translation>%1 不是运行库：%2</translation>
    </message>
    <message>
        <location filename="../ui/common/run_library.cpp" line="69" />
        <location filename="../ui/common/run_library.cpp" line="129" />
        <source>no run library is open</source>
        <translation>没有打开运行库</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunLibraryModel</name>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="39" />
        <source>%1
scenario SHA-256 %2</source>
        <translation>%1
场景 SHA-256 %2</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="81" />
        <source>Finished</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="83" />
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="85" />
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="87" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="89" />
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="91" />
        <source>Scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="93" />
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="95" />
        <source>Mean JCT (%1)</source>
        <translation>平均完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="97" />
        <source>p95 JCT (%1)</source>
        <translation>p95 完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="99" />
        <source>Makespan (%1)</source>
        <translation>总完成时间 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_library_model.cpp" line="101" />
        <source>GPU allocated</source>
        <translation>GPU 分配率</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunListModel</name>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="85" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="87" />
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="89" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="91" />
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="104" />
        <source>Scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="106" />
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="108" />
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="110" />
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunManager</name>
    <message>
        <location filename="../ui/comparison/run_list_model.cpp" line="32" />
        <location filename="../ui/comparison/run_manager.cpp" line="38" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../ui/comparison/run_manager.cpp" line="42" />
        <source>the run did not drain (%1): %2</source>
        <translation>运行未能结束所有作业（%1）：%2</translation>
    </message>
</context>
<context>
    <name>maifs::ui::RunsView</name>
    <message>
        <location filename="../ui/comparison/runs_view.cpp" line="38" />
        <source>Select two runs to see what differs between them and how each metric changed (the first selected is the baseline).</source>
        <translation>选择两次运行以查看它们的差异及各指标的变化（先选中的为基准）。</translation>
    </message>
    <message>
        <location filename="../ui/comparison/runs_view.cpp" line="40" />
        <source>Delete Selected Runs</source>
        <translation>删除所选运行</translation>
    </message>
    <message>
        <location filename="../ui/comparison/runs_view.cpp" line="43" />
        <source>Run library: %1 (%2 runs). Every finished run is kept here.</source>
        <translation>运行库：%1（%2 次运行）。每次完成的运行都保存在这里。</translation>
    </message>
    <message>
        <location filename="../ui/comparison/runs_view.cpp" line="87" />
        <source>Cannot delete runs</source>
        <translation>无法删除运行</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ScenarioEditor</name>
    <message>
        <location filename="../ui/workspace/scenario_editor.cpp" line="103" />
        <location filename="../ui/workspace/scenario_editor.cpp" line="141" />
        <location filename="../ui/workspace/scenario_editor.cpp" line="162" />
        <source>No scenario is open.</source>
        <translation>没有打开的场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/scenario_editor.cpp" line="176" />
        <source>Not saved: in %1 the scenario would not read (%2).</source>
        <translation>未保存：在 %1 中该场景无法读取（%2）。</translation>
    </message>
</context>
<context>
    <name>maifs::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/workspace/shortcuts_dialog.cpp" line="39" />
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../ui/workspace/shortcuts_dialog.cpp" line="55" />
        <source>Replay tab</source>
        <translation>回放标签页</translation>
    </message>
    <message>
        <location filename="../ui/workspace/shortcuts_dialog.cpp" line="62" />
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location filename="../ui/workspace/shortcuts_dialog.cpp" line="62" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../ui/workspace/shortcuts_dialog.cpp" line="62" />
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>maifs::ui::SpeedFactorsModel</name>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="139" />
        <source>Across nodes (x)</source>
        <translation>跨节点（乘数）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="141" />
        <source>Interference per co-runner (-)</source>
        <translation>每个共置作业的干扰（减）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="143" />
        <source>Across racks, extra (x, all classes)</source>
        <translation>跨机架额外（乘数，所有类别）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="145" />
        <source>Interference floor (all classes)</source>
        <translation>干扰下限（所有类别）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/speed_param_models.cpp" line="169" />
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>maifs::ui::SweepRunner</name>
    <message>
        <location filename="../ui/sweep/sweep_runner.cpp" line="34" />
        <source>a sweep is running</source>
        <translation>有扫描正在运行</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_runner.cpp" line="69" />
        <source>cancelled after %1 of %2 cells (the sweep resumes from its folder)</source>
        <translation>在 %1 / %2 个单元后取消（扫描可从其文件夹继续）</translation>
    </message>
</context>
<context>
    <name>maifs::ui::SweepTableModel</name>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="68" />
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="69" />
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="70" />
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="89" />
        <source>cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="93" />
        <source>scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="95" />
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="97" />
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_table_model.cpp" line="100" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>maifs::ui::SweepView</name>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="50" />
        <source>No sweep open: File &gt; Open Sweep Results… reads the sweep.csv that `maifs sweep` writes.</source>
        <translation>未打开扫描：文件 &gt; 打开扫描结果… 读取 `maifs sweep` 写出的 sweep.csv。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="54" />
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="56" />
        <source>against:</source>
        <translation>对比：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="71" />
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="123" />
        <source>Sweep %1: %2 cells (%3 ok, %4 failed), axes: %5, schedulers: %6</source>
        <translation>扫描 %1：%2 个单元（%3 个成功，%4 个失败），维度：%5，调度器：%6</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="128" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="192" />
        <source>all (pooled)</source>
        <translation>全部（合并）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="214" />
        <source>This sweep has no axes: the table lists its cells.</source>
        <translation>此扫描没有维度：表格列出了它的单元。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="242" />
        <source>%1 (seconds)</source>
        <translation>%1（秒）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="243" />
        <source>%1 (hours)</source>
        <translation>%1（小时）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="244" />
        <source>%1 against %2: mean over seeds%3, band = +- 1 sd</source>
        <translation>%1 随 %2 变化：种子平均%3，阴影 = ±1 标准差</translation>
    </message>
    <message>
        <location filename="../ui/sweep/sweep_view.cpp" line="246" />
        <source> and pooled axes</source>
        <translation>及合并维度</translation>
    </message>
</context>
<context>
    <name>maifs::ui::TraceBrowser</name>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="73" />
        <source>job id contains…</source>
        <translation>作业标识包含…</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="78" />
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="82" />
        <source>VC:</source>
        <translation>虚拟集群：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="84" />
        <source>GPUs:</source>
        <translation>GPU 数：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="86" />
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="88" />
        <source>Submitted from</source>
        <translation>提交时间从</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="90" />
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="95" />
        <source>Arrivals per hour</source>
        <translation>每小时到达数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="95" />
        <source>submit time (h)</source>
        <translation>提交时间（小时）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="96" />
        <source>Durations</source>
        <translation>时长</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="96" />
        <source>duration (s, log scale)</source>
        <translation>时长（秒，对数刻度）</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="97" />
        <source>GPU demand</source>
        <translation>GPU 需求</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="97" />
        <source>GPUs per job</source>
        <translation>每作业 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="105" />
        <source>Histograms</source>
        <translation>直方图</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="106" />
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="136" />
        <source>The jobs are written in the scenario itself: nothing was imported.</source>
        <translation>作业直接写在场景中：没有导入任何内容。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="161" />
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../ui/workspace/trace_browser.cpp" line="223" />
        <source>%1 of %2 jobs</source>
        <translation>%2 个作业中的 %1 个</translation>
    </message>
</context>
<context>
    <name>maifs::ui::TrainingMonitor</name>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="59" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="60" />
        <location filename="../ui/training/training_monitor.cpp" line="328" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="61" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="62" />
        <source>Save Policy As…</source>
        <translation>策略另存为…</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="63" />
        <source>Add to Comparison</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="65" />
        <source>Episode return</source>
        <translation>回合回报</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="65" />
        <source>return</source>
        <translation>回报</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="66" />
        <source>Losses</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="66" />
        <source>critic</source>
        <translation>评论家</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="66" />
        <source>actor</source>
        <translation>执行者</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="67" />
        <source>Mean JCT (h)</source>
        <translation>平均完成时间 (小时)</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="67" />
        <source>training episodes</source>
        <translation>训练回合</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="67" />
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="70" />
        <source>Episodes in all (two are simulated between updates)</source>
        <translation>总回合数（每次更新之间模拟两个回合）</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="75" />
        <source>The full design or one of its ablations</source>
        <translation>完整设计或其消融变体之一</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="78" />
        <source>Jobs per episode: windows of consecutive jobs; the first 70% of the windows train, the rest are held out</source>
        <translation>每回合作业数：连续作业构成的窗口；前 70% 的窗口用于训练，其余留出</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="80" />
        <source>defaults</source>
        <translation>默认设置</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="82" />
        <source>A MAIFS settings file (maifs train --config), e.g. resources/policies/train-synergy-128.yaml, the shipped policies' recipe; the variant and jobs per episode chosen here override it</source>
        <translation>MAIFS 设置文件（maifs train --config），例如随附策略的配方 resources/policies/train-synergy-128.yaml；此处选择的变体和每回合作业数优先于文件中的值</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="85" />
        <location filename="../ui/training/training_monitor.cpp" line="89" />
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="94" />
        <source>Episodes:</source>
        <translation>回合数：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="95" />
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="96" />
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="97" />
        <source>Jobs per episode:</source>
        <translation>每回合作业数：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="98" />
        <source>Settings:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="99" />
        <source>Policy file:</source>
        <translation>策略文件：</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="121" />
        <source>Not started: %1</source>
        <translation>未开始：%1</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="126" />
        <source>Policy file</source>
        <translation>策略文件</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="127" />
        <location filename="../ui/training/training_monitor.cpp" line="139" />
        <source>Policies (*.pt)</source>
        <translation>策略 (*.pt)</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="133" />
        <source>MAIFS settings</source>
        <translation>MAIFS 设置</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="133" />
        <source>MAIFS settings (*.yaml *.yml)</source>
        <translation>MAIFS 设置 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="138" />
        <source>Save Policy As</source>
        <translation>策略另存为</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="143" />
        <source>Policy saved to %1</source>
        <translation>策略已保存到 %1</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="144" />
        <source>Policy not saved: %1</source>
        <translation>策略未保存：%1</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="151" />
        <source>Open a scenario, then Start: the policy is saved after every iteration.</source>
        <translation>打开一个场景，然后开始：每次迭代后都会保存策略。</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="214" />
        <source>training is already running</source>
        <translation>训练已在运行</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="216" />
        <source>no scenario open</source>
        <translation>没有打开的场景</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="236" />
        <source>Training failed: %1</source>
        <translation>训练失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="238" />
        <source>%1 after %2 episodes; policy in %3%4</source>
        <translation>%2 个回合后%1；策略位于 %3%4</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="239" />
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="239" />
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="251" />
        <source>Training %1 on %2 (%3 episodes, seed %4)…</source>
        <translation>正在 %2 上训练 %1（%3 个回合，种子 %4）…</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="267" />
        <source> (as after episode %1: the best validation)</source>
        <translation>（即第 %1 回合后的策略：验证最佳）</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="298" />
        <source>Episode %1 of %2: return %3, validation mean JCT %4 h, entropy %5, %6 steps (%7 a second), %8 s%9</source>
        <translation>第 %1 / %2 回合：回报 %3，验证平均 JCT %4 小时，熵 %5，%6 步（每秒 %7），%8 秒%9</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="308" />
        <source> (paused)</source>
        <translation>（已暂停）</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="314" />
        <source>no policy yet (%1)</source>
        <translation>尚无策略（%1）</translation>
    </message>
    <message>
        <location filename="../ui/training/training_monitor.cpp" line="328" />
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>maifs::ui::TrainingRun</name>
    <message>
        <location filename="../ui/training/training_run.cpp" line="21" />
        <source>already started</source>
        <translation>已经开始</translation>
    </message>
    <message>
        <location filename="../ui/training/training_run.cpp" line="23" />
        <source>no scenario open</source>
        <translation>没有打开的场景</translation>
    </message>
    <message>
        <location filename="../ui/training/training_run.cpp" line="33" />
        <source>unknown variant '%1'</source>
        <translation>未知变体“%1”</translation>
    </message>
    <message>
        <location filename="../ui/training/training_run.cpp" line="36" />
        <source>no policy file chosen</source>
        <translation>未选择策略文件</translation>
    </message>
    <message>
        <location filename="../ui/training/training_run.cpp" line="39" />
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>maifs::ui::UserGuide</name>
    <message>
        <location filename="../ui/common/user_guide.cpp" line="45" />
        <source>MAIFS Studio User Guide</source>
        <translation>MAIFS 工作室用户指南</translation>
    </message>
    <message>
        <location filename="../ui/common/user_guide.cpp" line="51" />
        <source>Find in this page (Enter: next, Shift+Enter: previous)</source>
        <translation>在本页中查找（Enter：下一个，Shift+Enter：上一个）</translation>
    </message>
    <message>
        <location filename="../ui/common/user_guide.cpp" line="68" />
        <source>No documentation found in %1.</source>
        <translation>在 %1 中未找到文档。</translation>
    </message>
</context>
<context>
    <name>maifs::ui::WhatIfModel</name>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="140" />
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="142" />
        <source>%1 (seeds give one result)</source>
        <translation>%1（各种子结果相同）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="167" />
        <source>variant - base over %1 seeds, 95% interval (Student t)</source>
        <translation>变体 − 基准，基于 %1 个种子，95% 区间（Student t）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="168" />
        <source>every seed gives the same result here: one observation, no interval</source>
        <translation>此处每个种子结果相同：仅一个观测，无区间</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="196" />
        <source>Scheduler</source>
        <translation>调度器</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="198" />
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="200" />
        <source>Mean JCT base (%1)</source>
        <translation>基准平均 JCT（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="202" />
        <source>Mean JCT variant (%1)</source>
        <translation>变体平均 JCT（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="204" />
        <source>Δ mean JCT [95% interval]</source>
        <translation>Δ 平均 JCT [95% 区间]</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="206" />
        <source>p95 JCT base (%1)</source>
        <translation>基准 p95 JCT（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="208" />
        <source>p95 JCT variant (%1)</source>
        <translation>变体 p95 JCT（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="210" />
        <source>Δ p95 JCT</source>
        <translation>Δ p95 JCT</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="212" />
        <source>Makespan base (%1)</source>
        <translation>基准完工时间（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="214" />
        <source>Makespan variant (%1)</source>
        <translation>变体完工时间（%1）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="216" />
        <source>Δ makespan</source>
        <translation>Δ 完工时间</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="218" />
        <source>GPU allocated base</source>
        <translation>基准 GPU 分配率</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_model.cpp" line="220" />
        <source>GPU allocated variant</source>
        <translation>变体 GPU 分配率</translation>
    </message>
</context>
<context>
    <name>maifs::ui::WhatIfView</name>
    <message numerus="yes">
        <location filename="../ui/sweep/what_if_view.cpp" line="35" />
        <source>%1 x %2, %3 CPUs, %4 GB — %n node(s), e.g. %5</source>
        <translation>
            <numerusform>%1 x %2，%3 个 CPU，%4 GB — %n 个节点，例如 %5</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="37" />
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="63" />
        <source>Run Base and Variant</source>
        <translation>运行基准与变体</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="64" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="74" />
        <source>Nodes added (or, negative, removed) of the kind chosen beside</source>
        <translation>增加（负数为移除）旁边所选类型的节点数</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="75" />
        <source>The kind of node added or removed: the cluster's node shapes, most common first</source>
        <translation>增减的节点类型：集群中的节点规格，最常见的在前</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="77" />
        <source>Every GPU of this model becomes the model beside</source>
        <translation>此型号的所有 GPU 替换为旁边的型号</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="85" />
        <source>Jobs arrive this many times as fast (2: twice the load)</source>
        <translation>作业到达速度的倍数（2：两倍负载）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="86" />
        <source>Every job needs this many times as long</source>
        <translation>每个作业所需时长的倍数</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="89" />
        <source>nodes like</source>
        <translation>个节点，类型同</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="95" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="100" />
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="101" />
        <source>GPU model swap:</source>
        <translation>GPU 型号替换：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="102" />
        <source>Arrival rate:</source>
        <translation>到达率：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="103" />
        <source>Durations:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="104" />
        <source>Runs:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="105" />
        <source>Variant of the open scenario</source>
        <translation>当前场景的变体</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="135" />
        <source>Not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="142" />
        <source>Cancelled; the results so far are kept.</source>
        <translation>已取消；已得到的结果保留。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="156" />
        <source>(no swap)</source>
        <translation>（不替换）</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="197" />
        <source>The scenario has changed since these results: they are for the scenario as it was when the study started (above).</source>
        <translation>场景在这些结果之后已更改：结果对应研究开始时的场景（见上方）。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="212" />
        <source>%1; seeds %2</source>
        <translation>%1；种子 %2</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="249" />
        <source>no scenario is open</source>
        <translation>没有打开的场景</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="251" />
        <source>a study is running</source>
        <translation>研究正在运行</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="253" />
        <source>choose at least one scheduler and one seed</source>
        <translation>请至少选择一个调度器和一个种子</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="256" />
        <source>the variant changes nothing: add or remove nodes, swap a GPU model or scale the workload</source>
        <translation>该变体没有任何改变：请增减节点、替换 GPU 型号或缩放工作负载</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="271" />
        <source>&lt;b&gt;Base&lt;/b&gt;: %1 (%2 nodes, %3 GPUs). &lt;b&gt;Variant&lt;/b&gt;: %4 (%5 nodes, %6 GPUs). Δ = variant − base, paired by seed; green: better, red: worse, plain: the interval holds zero.</source>
        <translation>&lt;b&gt;基准&lt;/b&gt;：%1（%2 个节点，%3 个 GPU）。&lt;b&gt;变体&lt;/b&gt;：%4（%5 个节点，%6 个 GPU）。Δ = 变体 − 基准，按种子配对；绿色：更好，红色：更差，无色：区间包含零。</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="288" />
        <source>%1 (seed %2, %3) failed: %4</source>
        <translation>%1（种子 %2，%3）失败：%4</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="291" />
        <source>variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="291" />
        <source>base</source>
        <translation>基准</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="304" />
        <source>%v of %m runs</source>
        <translation>%v / %m 次运行</translation>
    </message>
    <message>
        <location filename="../ui/sweep/what_if_view.cpp" line="316" />
        <source>%v of %m runs, about %1 s left</source>
        <translation>%v / %m 次运行，约剩 %1 秒</translation>
    </message>
</context>
<context>
    <name>maifs::ui::Workspace</name>
    <message>
        <location filename="../ui/workspace/workspace.cpp" line="28" />
        <source>Cancel or wait for the running simulations before editing the scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再编辑场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspace.cpp" line="71" />
        <source>Cancel or wait for the running simulations before opening another scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再打开其他场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspace.cpp" line="82" />
        <source>Cancel or wait for the running simulations before starting another scenario.</source>
        <translation>请先取消或等待正在运行的模拟，再开始其他场景。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspace.cpp" line="208" />
        <source>No finished runs to export: compare the schedulers first.</source>
        <translation>没有可导出的已完成运行：请先对比调度器。</translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspace.cpp" line="218" />
        <source>Could not re-simulate %1, seed %2 for its run files.</source>
        <translation>无法为运行文件重新模拟 %1（种子 %2）。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/studio_main.cpp" line="48" />
        <source>What-if studio for GPU-cluster scheduling.</source>
        <translation>GPU 集群调度的假设分析工具。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="52" />
        <source>Scenario file to open.</source>
        <translation>要打开的场景文件。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="56" />
        <source>Compare all schedulers on the scenario at start.</source>
        <translation>启动时在该场景上对比所有调度器。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="60" />
        <source>With --compare: these schedulers (comma-separated ids, e.g. fifo,fifo+tune,maifs) instead of the default.</source>
        <translation>与 --compare 一起使用：比较这些调度器（以逗号分隔的 id，如 fifo,fifo+tune,maifs），而不是默认列表。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="66" />
        <source>With --compare: these seeds (comma-separated).</source>
        <translation>与 --compare 一起使用：使用这些种子（以逗号分隔）。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="71" />
        <source>Save a PNG of each main view into DIR (after the comparison, with --compare) and quit.</source>
        <translation>将每个主视图保存为 PNG 到 DIR（配合 --compare 时在对比完成后）并退出。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="78" />
        <source>Open a sweep's results (the folder `maifs sweep` wrote).</source>
        <translation>打开扫描结果（`maifs sweep` 写出的文件夹）。</translation>
    </message>
    <message>
        <location filename="../app/studio_main.cpp" line="83" />
        <source>Train MAIFS on the scenario for N episodes in the Training Monitor (with --screenshots: before them).</source>
        <translation>在训练监视器中用该场景训练 MAIFS N 个回合（与 --screenshots 一起使用时：在截图之前）。</translation>
    </message>
</context>
</TS>
