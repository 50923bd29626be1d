<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Coastline Desktop</source>
        <translation>关于 Coastline Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;Recommends GPU configurations (total GPUs × per-device batch size) for LLM fine-tuning jobs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Models and data&lt;/b&gt;&lt;br&gt;Throughput and power: the Kavier analytical model, with the bundled calibration tables.&lt;br&gt;Feasibility: a GPU-memory model standing in for IBM AutoConf (AutoConf&apos;s classifier cannot be shipped in a C++ program).&lt;br&gt;Measured runs: a sample of the IBM fine-tuning profiling dataset.&lt;br&gt;Catalogs: Kavier&apos;s LLM and GPU libraries plus published model architectures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Libraries&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coastline Desktop %1&lt;/h3&gt;&lt;p&gt;为 LLM 微调任务推荐 GPU 配置（GPU 总数 × 每设备批大小）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;模型与数据&lt;/b&gt;&lt;br&gt;吞吐量与功率：Kavier 分析模型，附带校准表。&lt;br&gt;可行性：一个替代 IBM AutoConf 的 GPU 显存模型（AutoConf 的分类器无法随 C++ 程序分发）。&lt;br&gt;实测运行：IBM 微调性能剖析数据集的一个样本。&lt;br&gt;目录：Kavier 的 LLM 与 GPU 库，以及已公开的模型架构。&lt;/p&gt;&lt;p&gt;&lt;b&gt;库&lt;/b&gt;&lt;br&gt;Qt %2 (LGPL-3.0)、Qt Charts (GPL-3.0)、yaml-cpp (MIT)。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>BatchResultsModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tokens/sample</source>
        <translation>每样本 token 数</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Total GPUs</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>GPUs/node × nodes</source>
        <translation>每节点 GPU 数 × 节点数</translation>
    </message>
    <message>
        <source>Batch/device</source>
        <translation>每设备批大小</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>Cluster power (W)</source>
        <translation>集群功率 (W)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>BatchWindow</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Recommend for a CSV of Jobs — Coastline Desktop</source>
        <translation>为 CSV 中的任务批量推荐 — Coastline Desktop</translation>
    </message>
    <message>
        <source>workloads CSV: llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size</source>
        <translation>工作负载 CSV：llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Workloads:</source>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <source>Choose a workloads CSV</source>
        <translation>选择工作负载 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cancelled after %1 rows.</source>
        <translation>已在处理 %1 行后取消。</translation>
    </message>
    <message>
        <source>%1 of %2 rows failed; see the Status column.</source>
        <translation>%2 行中有 %1 行失败；请查看“状态”列。</translation>
    </message>
    <message>
        <source>All %1 rows recommended.</source>
        <translation>全部 %1 行均已给出推荐。</translation>
    </message>
    <message>
        <source>Export batch results</source>
        <translation>导出批量结果</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Every row is recommended with the main window&apos;s current goal, grid, cluster and predictors; they are read again on every Run.</source>
        <translation>每一行都按主窗口当前的目标、搜索网格、集群和预测器进行推荐；每次运行时都会重新读取这些设置。</translation>
    </message>
    <message>
        <source>%1 values, %2 … %3</source>
        <translation>%1 个值，%2 … %3</translation>
    </message>
    <message>
        <source>Settings: goal %1 · total GPUs %2 · batch sizes %3 · cluster %4 GPUs (≤ %5 nodes × %6) · predictors %7 / %8</source>
        <translation>设置：目标 %1 · GPU 总数 %2 · 批大小 %3 · 集群 %4 个 GPU（≤ %5 个节点 × %6）· 预测器 %7 / %8</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <source>Throughput vs GPUs</source>
        <translation>吞吐量与 GPU 数</translation>
    </message>
    <message>
        <source>Runtime / cost vs GPUs</source>
        <translation>运行时间 / 成本与 GPU 数</translation>
    </message>
    <message>
        <source>Energy per token vs GPUs</source>
        <translation>每 token 能耗与 GPU 数</translation>
    </message>
    <message>
        <source>Runtime / cost vs GPUs needs a job size (total tokens); the deadline or budget is drawn as a dashed line. Energy per token is cluster power / throughput, counting the power the results name (GPU or node)</source>
        <translation>运行时间 / 成本与 GPU 数需要作业规模（总 token 数）；截止时间或预算以虚线绘出。每 token 能耗 = 集群功率 / 吞吐量，按结果所注明的功率计（GPU 或节点）</translation>
    </message>
</context>
<context>
    <name>CoastlineError</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: cannot read: it is a folder, not a file</source>
        <translation>%1：无法读取：这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>%1: cannot read: the file is larger than %2</source>
        <translation>%1：无法读取：文件大于 %2</translation>
    </message>
    <message>
        <source>%1: the CSV file is empty (no header row)</source>
        <translation>%1：CSV 文件为空（没有表头行）</translation>
    </message>
    <message>
        <source>%1:%2: unterminated quoted field</source>
        <translation>%1:%2：带引号的字段未结束</translation>
    </message>
    <message numerus="yes">
        <source>%1:%2: row has %n cells but the header has %3 columns</source>
        <translation>
            <numerusform>%1:%2：该行有 %n 个单元格，但表头有 %3 列</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos; appears more than once in the header</source>
        <translation>%1:%2：列“%3”在表头中出现多次</translation>
    </message>
    <message>
        <source>%1: missing required columns: %2</source>
        <translation>%1：缺少必需的列：%2</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected a number, got &apos;%4&apos;</source>
        <translation>%1:%2：列“%3”：应为数字，实际为“%4”</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected a whole number, got &apos;%4&apos;</source>
        <translation>%1:%2：列“%3”：应为整数，实际为“%4”</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected true or false, got &apos;%4&apos;</source>
        <translation>%1:%2：列“%3”：应为 true 或 false，实际为“%4”</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>the list is empty; give at least one value</source>
        <translation>列表为空；请至少给出一个值</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>应为整数，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>应为数字，实际为“%1”</translation>
    </message>
    <message>
        <source>expected true or false, got &apos;%1&apos;</source>
        <translation>应为 true 或 false，实际为“%1”</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>至少应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum %2</source>
        <translation>%1 超过最大值 %2</translation>
    </message>
    <message>
        <source>%1: unknown name &apos;%2&apos;; closest catalog names: %3</source>
        <translation>%1：未知名称“%2”；最接近的目录名称：%3</translation>
    </message>
    <message>
        <source>%1: unknown value &apos;%2&apos;; choose from %3</source>
        <translation>%1：未知值“%2”；可选值：%3</translation>
    </message>
    <message>
        <source>%1: unknown value &apos;%2&apos; (did you mean &apos;%3&apos;?); choose from %4</source>
        <translation>%1：未知值“%2”（您是否要输入“%3”？）；可选值：%4</translation>
    </message>
    <message>
        <source>%1: unknown goal &apos;%2&apos;; choose from %3</source>
        <translation>%1：未知目标“%2”；可选目标：%3</translation>
    </message>
    <message>
        <source>%1: unknown goal &apos;%2&apos; (did you mean &apos;%3&apos;?); choose from %4</source>
        <translation>%1：未知目标“%2”（您是否要输入“%3”？）；可选目标：%4</translation>
    </message>
    <message>
        <source>workload.fine_tuning_method: unknown method &apos;%1&apos;; choose from %2</source>
        <translation>workload.fine_tuning_method：未知方法“%1”；可选方法：%2</translation>
    </message>
    <message>
        <source>%1: missing value</source>
        <translation>%1：缺少值</translation>
    </message>
    <message>
        <source>%1: must be at least 1, got %2</source>
        <translation>%1：至少应为 1，实际为 %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a duration; write a number &gt; 0 and a unit s, min, h or d, e.g. 48h</source>
        <translation>%1：“%2”不是时长；请写一个大于 0 的数字和单位 s、min、h 或 d，例如 48h</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a budget; write a number &gt; 0 in cost units (2000) or in GPU-hours (2000gpuh)</source>
        <translation>%1：“%2”不是预算；请写一个大于 0 的数字，单位为费用（2000）或 GPU 小时（2000gpuh）</translation>
    </message>
    <message>
        <source>alpha and beta must be finite numbers &gt;= 0, got alpha %1, beta %2</source>
        <translation>alpha 和 beta 必须是 &gt;= 0 的有限数，实际为 alpha %1、beta %2</translation>
    </message>
    <message>
        <source>alpha and beta are both zero; at least one must be positive</source>
        <translation>alpha 和 beta 都为零；至少一个必须为正数</translation>
    </message>
    <message>
        <source>top_k must be at least 1, got %1</source>
        <translation>top_k 至少应为 1，实际为 %1</translation>
    </message>
    <message>
        <source>max_slowdown must be a finite number &gt;= 1, got %1</source>
        <translation>max_slowdown 必须是 &gt;= 1 的有限数，实际为 %1</translation>
    </message>
    <message>
        <source>the search grid has more than %1 configurations (GPU counts × batch sizes); shorten grid.batch_sizes or grid.total_gpus</source>
        <translation>搜索网格超过 %1 个配置（GPU 数 × 批大小）；请缩短 grid.batch_sizes 或 grid.total_gpus</translation>
    </message>
    <message numerus="yes">
        <source>min-GPU: no GPU count from 1 to %1 is feasible for a total batch of %2 (%n counts tried)</source>
        <translation>
            <numerusform>min-GPU：从 1 到 %1 的 GPU 数都无法容纳总批大小 %2（已尝试 %n 个 GPU 数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no feasible configuration could be predicted among the %n candidates (%1 rejected by the feasibility check)</source>
        <translation>
            <numerusform>在 %n 个候选配置中，没有可行的配置能被预测（%1 个被可行性检查拒绝）</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed YAML: %1</source>
        <translation>YAML 格式错误：%1</translation>
    </message>
    <message>
        <source>tab character in the indentation; YAML indents with spaces only</source>
        <translation>缩进中有制表符；YAML 只能用空格缩进</translation>
    </message>
    <message>
        <source>the search has %1 candidates with its parallel layouts (%2 configurations of GPU counts × batch sizes, each once per valid layout), more than %3; list fewer layouts in search.layouts (--layouts, e.g. tp2,tp4cp2), or shorten grid.batch_sizes or grid.total_gpus</source>
        <translation>加上并行布局后搜索有 %1 个候选（%2 个 GPU 数 × 批大小配置，每个有效布局各一次），超过 %3；请在 search.layouts 中列出更少的布局（--layouts，例如 tp2,tp4cp2），或缩短 grid.batch_sizes 或 grid.total_gpus</translation>
    </message>
    <message>
        <source>precision %1 (--precision, training.precision) needs Blackwell tensor cores with block-scaled %2, and GPU %3 has none (catalog: %4); %1 runs on B200, B300, GB200 and GB300</source>
        <translation>精度 %1（--precision，training.precision）需要支持块缩放 %2 的 Blackwell 张量核心，而 GPU %3 没有（目录：%4）；%1 可在 B200、B300、GB200 和 GB300 上运行</translation>
    </message>
    <message>
        <source>%1:%2: %3: %4</source>
        <translation>%1:%2：%3：%4</translation>
    </message>
    <message>
        <source>%1:%2: %3: expected %4, got &apos;%5&apos;</source>
        <translation>%1:%2：%3：应为%4，实际为“%5”</translation>
    </message>
    <message>
        <source>%1:%2: %3 contradicts %4: %5</source>
        <translation>%1:%2：%3 与 %4 矛盾：%5</translation>
    </message>
    <message>
        <source>--to %1: %2 cannot express %3 &apos;%4&apos;: %5</source>
        <translation>--to %1：%2 无法表示 %3“%4”：%5</translation>
    </message>
    <message>
        <source>%1: not a launch file this version reads (a torchtitan TOML, an accelerate YAML, a DeepSpeed JSON or Megatron-LM arguments): %2</source>
        <translation>%1：不是此版本可读取的启动文件（torchtitan TOML、accelerate YAML、DeepSpeed JSON 或 Megatron-LM 参数）：%2</translation>
    </message>
    <message>
        <source>%1: %2: expected a whole number from %3 to %4, got %5</source>
        <translation>%1：%2：应为 %3 到 %4 之间的整数，实际为 %5</translation>
    </message>
    <message>
        <source>%1: %2: cannot find %3</source>
        <translation>%1：%2：找不到 %3</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; is not one Coastline reads, and the config has mixture-of-experts keys (%3): its parameters cannot be counted without knowing its layers; the model types read are %4</source>
        <translation>%1：Coastline 不读取 model_type“%2”，而该配置含有混合专家键（%3）：不了解其层结构就无法统计其参数；可读取的模型类型为 %4</translation>
    </message>
    <message>
        <source>%1: num_key_value_heads: %2 must divide num_attention_heads (%3)</source>
        <translation>%1：num_key_value_heads：%2 必须整除 num_attention_heads（%3）</translation>
    </message>
    <message>
        <source>%1: num_attention_heads: %2 does not divide hidden_size (%3); the config needs head_dim</source>
        <translation>%1：num_attention_heads：%2 不能整除 hidden_size（%3）；配置需要 head_dim</translation>
    </message>
    <message>
        <source>%1: model_type &apos;%2&apos; config: cannot find %3 (the expert count)</source>
        <translation>%1：model_type“%2”的配置：找不到 %3（专家数量）</translation>
    </message>
    <message>
        <source>%1: %2: %3, which the importer cannot count from config.json</source>
        <translation>%1：%2：%3，导入器无法从 config.json 统计</translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok: %2 is more than the %3 experts</source>
        <translation>%1：num_experts_per_tok：%2 多于 %3 个专家</translation>
    </message>
    <message>
        <source>%1: not a config.json (expected a JSON object)</source>
        <translation>%1：不是 config.json（应为 JSON 对象）</translation>
    </message>
    <message>
        <source>%1: intermediate_size: must be at least 1</source>
        <translation>%1：intermediate_size：至少应为 1</translation>
    </message>
    <message>
        <source>%1: _name_or_path: missing or empty, so the model has no name; give one (--name)</source>
        <translation>%1：_name_or_path：缺失或为空，因此模型没有名称；请指定一个（--name）</translation>
    </message>
    <message>
        <source>%1: not a prediction-interval table: %2</source>
        <translation>%1：不是预测区间表：%2</translation>
    </message>
    <message>
        <source>%1: not a valid calibration profile: %2</source>
        <translation>%1：不是有效的校准配置文件：%2</translation>
    </message>
    <message>
        <source>%1: calibration profile version %2 is not supported; this build reads version %3</source>
        <translation>%1：不支持校准配置文件版本 %2；此版本读取版本 %3</translation>
    </message>
    <message>
        <source>%1: the calibration profile&apos;s checksum does not match its contents (edited or damaged); run coastline-cli calibrate again</source>
        <translation>%1：校准配置文件的校验和与其内容不符（已被编辑或损坏）；请重新运行 coastline-cli calibrate</translation>
    </message>
    <message>
        <source>%1:%2: %3 log: %4</source>
        <translation>%1:%2：%3 日志：%4</translation>
    </message>
    <message>
        <source>%1: no measured training steps in this %2 log</source>
        <translation>%1：此 %2 日志中没有测得的训练步</translation>
    </message>
    <message>
        <source>%1: the log gives no throughput to import</source>
        <translation>%1：日志中没有可导入的吞吐量</translation>
    </message>
    <message>
        <source>%1:%2: column &apos;%3&apos;: expected one of %4, got &apos;%5&apos;</source>
        <translation>%1:%2: 列“%3”：应为 %4 之一，实际为“%5”</translation>
    </message>
</context>
<context>
    <name>ConfigurationEditCommand</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>tokens per sample</source>
        <translation>每样本 token 数</translation>
    </message>
    <message>
        <source>batch per device</source>
        <translation>每设备批大小</translation>
    </message>
    <message>
        <source>job layout</source>
        <translation>任务布局</translation>
    </message>
    <message>
        <source>job&apos;s GPUs per node</source>
        <translation>任务的每节点 GPU 数</translation>
    </message>
    <message>
        <source>job&apos;s nodes</source>
        <translation>任务的节点数</translation>
    </message>
    <message>
        <source>job size</source>
        <translation>任务规模</translation>
    </message>
    <message>
        <source>total tokens</source>
        <translation>总 token 数</translation>
    </message>
    <message>
        <source>dataset tokens</source>
        <translation>数据集 token 数</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>cluster GPUs</source>
        <translation>集群 GPU 数</translation>
    </message>
    <message>
        <source>maximum nodes</source>
        <translation>最大节点数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>cluster GPU models</source>
        <translation>集群 GPU 型号</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>runtime weight α</source>
        <translation>运行时间权重 α</translation>
    </message>
    <message>
        <source>energy weight β</source>
        <translation>能耗权重 β</translation>
    </message>
    <message>
        <source>maximum slowdown</source>
        <translation>最大减速比</translation>
    </message>
    <message>
        <source>top k</source>
        <translation>top k</translation>
    </message>
    <message>
        <source>throughput predictor</source>
        <translation>吞吐量预测器</translation>
    </message>
    <message>
        <source>fallback predictor</source>
        <translation>回退模型</translation>
    </message>
    <message>
        <source>feasibility check</source>
        <translation>可行性检查</translation>
    </message>
    <message>
        <source>empirical OOM guard</source>
        <translation>经验 OOM 防护</translation>
    </message>
    <message>
        <source>OOM guard token budget</source>
        <translation>OOM 防护 token 预算</translation>
    </message>
    <message>
        <source>measured-runs CSV</source>
        <translation>实测运行 CSV</translation>
    </message>
    <message>
        <source>Kavier calibration</source>
        <translation>Kavier 校准</translation>
    </message>
    <message>
        <source>batch sizes to sweep</source>
        <translation>要扫描的批大小</translation>
    </message>
    <message>
        <source>GPU counts to sweep</source>
        <translation>要扫描的 GPU 数</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>catalog (imported model)</source>
        <translation>目录（导入的模型）</translation>
    </message>
    <message>
        <source>power model</source>
        <translation>功率模型</translation>
    </message>
    <message>
        <source>host power per node</source>
        <translation>每节点主机功率</translation>
    </message>
</context>
<context>
    <name>DialogHooks</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>关闭前是否保存对 %1 的更改？</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>the untitled configuration</source>
        <translation>未命名的配置</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Save configuration</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>YAML configurations (*.yaml)</source>
        <translation>YAML 配置 (*.yaml)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Coastline Desktop</source>
        <translation>%1[*] — Coastline Desktop</translation>
    </message>
    <message>
        <source>Nothing to export yet: there is no ranking.</source>
        <translation>暂无可导出的内容：还没有排名。</translation>
    </message>
    <message>
        <source>Export ranking as CSV</source>
        <translation>将排名导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export ranking as JSON</source>
        <translation>将排名导出为 JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot read the cluster from %1: %2</source>
        <translation>无法从 %1 读取集群：%2</translation>
    </message>
    <message>
        <source>Cluster from %1: %2 GPUs, at most %3 nodes of %4 GPUs; GPU models %5.</source>
        <translation>来自 %1 的集群：%2 个 GPU，最多 %3 个节点，每节点 %4 个 GPU；GPU 型号 %5。</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Min-GPU</source>
        <translation>最少 GPU</translation>
    </message>
    <message>
        <source>%1 (%2 × %3), batch %4 per device</source>
        <translation>%1（%2 × %3），每设备批大小 %4</translation>
    </message>
    <message>
        <source>Avoid OOM</source>
        <translation>避免 OOM</translation>
    </message>
    <message>
        <source>Min-GPU, fixed per-device batch</source>
        <translation>最少 GPU，固定每设备批大小</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>TP%1 PP%2 CP%3 DP%4</source>
        <translation>TP%1 PP%2 CP%3 DP%4</translation>
    </message>
    <message>
        <source> VP%1</source>
        <translation> VP%1</translation>
    </message>
    <message>
        <source> EP%1</source>
        <translation> EP%1</translation>
    </message>
</context>
<context>
    <name>GoalInfo</name>
    <message>
        <source>fewest GPUs that fit the job&apos;s total batch</source>
        <translation>能容纳作业总批量的最少 GPU</translation>
    </message>
    <message>
        <source>the job as submitted when it fits, else the fewest more GPUs at its total batch</source>
        <translation>作业能放下时按原样提交，否则在其总批量下增加最少的 GPU</translation>
    </message>
    <message>
        <source>fewest GPUs that fit at the job&apos;s per-device batch</source>
        <translation>在作业的每设备批量下能放下的最少 GPU</translation>
    </message>
    <message>
        <source>the lowest cost (fewest GPU-hours without a price) among the configurations that finish by the deadline; needs a job size</source>
        <translation>在截止时间前完成的配置中成本最低（未设价格时 GPU 小时最少）；需要作业规模</translation>
    </message>
    <message>
        <source>the fastest configuration within the budget (cost or GPU-hours); needs a job size</source>
        <translation>预算（成本或 GPU 小时）内最快的配置；需要作业规模</translation>
    </message>
    <message>
        <source>your own α and β (moving a slider selects it)</source>
        <translation>自定义 α 和 β（移动滑块即选中）</translation>
    </message>
    <message>
        <source>α runtime %1 %, β energy %2 %</source>
        <translation>α 运行时间 %1 %，β 能耗 %2 %</translation>
    </message>
</context>
<context>
    <name>GridForm</name>
    <message>
        <source>Search grid</source>
        <translation>搜索网格</translation>
    </message>
    <message>
        <source>powers of two up to the cluster</source>
        <translation>2 的幂，直到集群规模</translation>
    </message>
    <message>
        <source>Batch si&amp;zes:</source>
        <translation>批大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Total G&amp;PUs:</source>
        <translation>GPU 总数(&amp;P)：</translation>
    </message>
    <message>
        <source>Per-device batch sizes to sweep: numbers and ranges, e.g. 4, 8, 16 or 1-128 (every number), 8-1024:8 (step 8), pow2:1-1024 (powers of two)</source>
        <translation>要扫描的每设备批大小：数字和范围，例如 4, 8, 16 或 1-128（每个整数）、8-1024:8（步长 8）、pow2:1-1024（2 的幂）</translation>
    </message>
    <message>
        <source>Total GPU counts to sweep: numbers and ranges, e.g. 1, 2, 4, 8 or 1-1024 or pow2:1-1024 (empty: powers of two up to the cluster&apos;s GPUs)</source>
        <translation>要扫描的 GPU 总数：数字和范围，例如 1, 2, 4, 8 或 1-1024 或 pow2:1-1024（留空：2 的幂，直到集群的 GPU 数）</translation>
    </message>
    <message>
        <source>Any GPU count</source>
        <translation>任意 GPU 数</translation>
    </message>
    <message>
        <source>Whole nodes</source>
        <translation>整节点</translation>
    </message>
    <message>
        <source>Powers of two</source>
        <translation>2 的幂</translation>
    </message>
    <message>
        <source>Which GPU counts the grid keeps. Whole nodes: at most one node&apos;s GPUs, or a multiple of the GPUs per node (no 23 GPUs as 23 single-GPU nodes).</source>
        <translation>搜索网格保留哪些 GPU 数。整节点：最多一个节点的 GPU 数，或每节点 GPU 数的整数倍（不会把 23 个 GPU 拆成 23 个单 GPU 节点）。</translation>
    </message>
    <message>
        <source>&amp;Layouts:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>Numbers ≥ 1 and ranges, e.g. 4, 8, 16 or 1-128 or 8-1024:8 or pow2:1-1024</source>
        <translation>≥ 1 的数字和范围，例如 4, 8, 16 或 1-128 或 8-1024:8 或 pow2:1-1024</translation>
    </message>
    <message>
        <source>Batch sizes: %1. %2</source>
        <translation>批大小：%1。%2</translation>
    </message>
    <message>
        <source>the list is empty</source>
        <translation>列表为空</translation>
    </message>
    <message>
        <source>Total GPU counts: %1. %2</source>
        <translation>GPU 总数：%1。%2</translation>
    </message>
    <message>
        <source>Parallel layouts the search tries: data-parallel (every configuration plain data parallel, the default), auto (every valid TP ∈ {1, 2, 4, 8}, PP dividing the layers up to 16, CP ∈ {1, 2, 4, 8}) or a list such as tp2,tp4cp2 (write dp in the list to keep plain data parallelism)</source>
        <translation>搜索尝试的并行布局：data-parallel（每个配置都是纯数据并行，默认）、auto（所有有效的 TP ∈ {1, 2, 4, 8}、整除层数且不超过 16 的 PP、CP ∈ {1, 2, 4, 8}）或列表，如 tp2,tp4cp2（在列表中写 dp 可同时保留纯数据并行）</translation>
    </message>
    <message>
        <source>Parallel la&amp;youts:</source>
        <translation>并行布局(&amp;Y)：</translation>
    </message>
    <message>
        <source>data-parallel, auto or a list of layouts such as tp2,tp4cp2,pp4</source>
        <translation>data-parallel、auto 或布局列表，如 tp2,tp4cp2,pp4</translation>
    </message>
    <message>
        <source>Parallel layouts: %1</source>
        <translation>并行布局：%1</translation>
    </message>
</context>
<context>
    <name>HowItWorksDialog</name>
    <message>
        <source>How a recommendation is made</source>
        <translation>推荐是如何生成的</translation>
    </message>
    <message>
        <source>&lt;p&gt;The explanation could not be loaded.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法加载说明。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;hr&gt;&lt;h2&gt;Appendix: the seed text&lt;/h2&gt;</source>
        <translation>&lt;hr&gt;&lt;h2&gt;附录：原始文本&lt;/h2&gt;</translation>
    </message>
</context>
<context>
    <name>InfrastructureForm</name>
    <message>
        <source>Infrastructure</source>
        <translation>基础设施</translation>
    </message>
    <message>
        <source>Cluster-wide GPU budget</source>
        <translation>整个集群的 GPU 预算</translation>
    </message>
    <message>
        <source>GPU models present; the GPU picker offers only these (none checked: any)</source>
        <translation>现有的 GPU 型号；GPU 选择框只提供这些型号（均未勾选：任意型号）</translation>
    </message>
    <message>
        <source>Cluster &amp;GPUs:</source>
        <translation>集群 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>Max &amp;nodes:</source>
        <translation>最大节点数(&amp;N)：</translation>
    </message>
    <message>
        <source>Max GPUs/n&amp;ode:</source>
        <translation>每节点最大 GPU 数(&amp;O)：</translation>
    </message>
    <message>
        <source>GPU models:</source>
        <translation>GPU 型号：</translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source>GPU default</source>
        <translation>GPU 默认值</translation>
    </message>
    <message>
        <source>Inter-node bandwidth of one node, all NICs together (e.g. 1,600 = 8 × 200 Gbit/s HDR), for the roofline step-time model; GPU default: the catalog&apos;s value</source>
        <translation>单个节点的节点间带宽，所有网卡合计（例如 1,600 = 8 × 200 Gbit/s HDR），供 roofline 步骤时间模型使用；GPU 默认值：目录中的值</translation>
    </message>
    <message>
        <source>&amp;Inter-node:</source>
        <translation>节点间带宽(&amp;I)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Price of one GPU-hour, for the cost of each configuration when a job size is given; none: no cost</source>
        <translation>每 GPU 小时的价格，指定任务规模时用于计算每个配置的成本；无：不计成本</translation>
    </message>
    <message>
        <source>Price of one kWh of cluster energy, added to the cost; none: not counted</source>
        <translation>集群能耗每 kWh 的价格，计入成本；无：不计入</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>例如 USD</translation>
    </message>
    <message>
        <source>Currency label shown beside costs</source>
        <translation>显示在成本旁边的货币标签</translation>
    </message>
    <message>
        <source>Price/GPU-&amp;hour:</source>
        <translation>价格/GPU 小时(&amp;H)：</translation>
    </message>
    <message>
        <source>Price/k&amp;Wh:</source>
        <translation>价格/kWh(&amp;W)：</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>货币(&amp;N)：</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Host power/node:</source>
        <translation>主机功率/节点：</translation>
    </message>
    <message>
        <source>by cooling</source>
        <translation>按冷却方式</translation>
    </message>
    <message>
        <source>Power of one node besides its GPUs (CPUs, memory, NICs, fans, power-supply losses), shared by its GPUs: node power per GPU = GPU power + host / GPUs per node. Energy and cost count it under roofline_power. By cooling: %1 W per GPU of the node when air-cooled, %2 W when liquid-cooled</source>
        <translation>一个节点除 GPU 之外的功率（CPU、内存、网卡、风扇、电源损耗），由其 GPU 分摊：每 GPU 节点功率 = GPU 功率 + 主机 / 每节点 GPU 数。在 roofline_power 下能耗和成本计入它。按冷却方式：风冷时每 GPU %1 W，液冷时 %2 W</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>How the nodes are cooled, which sets the default host power. GPU default: the GPU&apos;s usual system (liquid for GB200/GB300 NVL72 and MI355X, air otherwise)</source>
        <translation>节点的冷却方式，决定默认主机功率。GPU 默认：该 GPU 的常见系统（GB200/GB300 NVL72 与 MI355X 为液冷，其余为风冷）</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>冷却：</translation>
    </message>
</context>
<context>
    <name>JobForm</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>LLM to fine-tune (catalog name; an org/ prefix and aliases are accepted)</source>
        <translation>要微调的 LLM（目录名称；可带 org/ 前缀，也可使用别名）</translation>
    </message>
    <message>
        <source>Fine-tuning method: full, lora, qlora or gptq-lora</source>
        <translation>微调方法：full、lora、qlora 或 gptq-lora</translation>
    </message>
    <message>
        <source>GPU model (restricted to the infrastructure&apos;s GPU models when set)</source>
        <translation>GPU 型号（若基础设施中已设置 GPU 型号，则仅限这些型号）</translation>
    </message>
    <message>
        <source>Tokens per sample (sequence length)</source>
        <translation>每样本 token 数（序列长度）</translation>
    </message>
    <message>
        <source>Job layout</source>
        <translation>任务布局</translation>
    </message>
    <message>
        <source>The job&apos;s own GPUs per node × nodes; only min-GPU reads it</source>
        <translation>任务自身的每节点 GPU 数 × 节点数；仅最少 GPU 策略使用</translation>
    </message>
    <message>
        <source>GPUs/node ×</source>
        <translation>GPU/节点 ×</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <translation>总 token 数</translation>
    </message>
    <message>
        <source>Dataset tokens × epochs</source>
        <translation>数据集 token 数 × 轮数</translation>
    </message>
    <message>
        <source>With a job size the ranking also shows runtime (s) and energy (kWh)</source>
        <translation>指定任务规模后，排名还会显示运行时间 (s) 和能耗 (kWh)</translation>
    </message>
    <message>
        <source>&amp;LLM:</source>
        <translation>LLM(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Tokens/sample:</source>
        <translation>每样本 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Batch/device:</source>
        <translation>每设备批大小(&amp;B)：</translation>
    </message>
    <message>
        <source>Job si&amp;ze:</source>
        <translation>任务规模(&amp;Z)：</translation>
    </message>
    <message>
        <source>Total tokens:</source>
        <translation>总 token 数：</translation>
    </message>
    <message>
        <source>Dataset tokens:</source>
        <translation>数据集 token 数：</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>Unknown LLM</source>
        <translation>未知的 LLM</translation>
    </message>
    <message>
        <source>Choose an LLM from the catalog.</source>
        <translation>请从目录中选择一个 LLM。</translation>
    </message>
    <message>
        <source>Unknown LLM &apos;%1&apos;. Closest catalog names: %2.</source>
        <translation>未知的 LLM“%1”。最接近的目录名称：%2。</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>未知的 GPU</translation>
    </message>
    <message>
        <source>Choose a GPU from the catalog.</source>
        <translation>请从目录中选择一个 GPU。</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;. Closest catalog names: %2.</source>
        <translation>未知的 GPU“%1”。最接近的目录名称：%2。</translation>
    </message>
    <message>
        <source>Per-device batch size: min-GPU keeps the job&apos;s total batch (this × the job&apos;s GPUs) and divides it over 1, 2, 4, … GPUs</source>
        <translation>每设备批大小：最少 GPU 策略保持任务的总批大小（此值 × 任务的 GPU 数）不变，并将其分配到 1、2、4、… 个 GPU 上</translation>
    </message>
    <message>
        <source>Not used by the %1 goal: it ranks the search grid&apos;s batch sizes. Only min-GPU reads the job&apos;s own batch size.</source>
        <translation>%1 目标不使用此值：它对搜索网格中的批大小进行排名。只有最少 GPU 策略使用任务自身的批大小。</translation>
    </message>
    <message>
        <source>Also listed in the catalog as %1 (the same model)</source>
        <translation>目录中也列为 %1（同一模型）</translation>
    </message>
</context>
<context>
    <name>LabMetricsModel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>MdAPE (%)</source>
        <translation>MdAPE (%)</translation>
    </message>
    <message>
        <source>MAPE (%)</source>
        <translation>MAPE (%)</translation>
    </message>
    <message>
        <source>Worst APE (%)</source>
        <translation>最大 APE (%)</translation>
    </message>
    <message>
        <source>R² (log)</source>
        <translation>R²（对数）</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Median absolute percentage error of the held-out predictions</source>
        <translation>留出预测的绝对百分比误差中位数</translation>
    </message>
    <message>
        <source>Mean absolute percentage error of the held-out predictions</source>
        <translation>留出预测的平均绝对百分比误差</translation>
    </message>
    <message>
        <source>Largest absolute percentage error of any held-out prediction</source>
        <translation>所有留出预测中最大的绝对百分比误差</translation>
    </message>
    <message>
        <source>Coefficient of determination of log throughput (1 = perfect)</source>
        <translation>对数吞吐量的决定系数（1 = 完美）</translation>
    </message>
    <message>
        <source>roofline (baseline)</source>
        <translation>roofline（基线）</translation>
    </message>
    <message>
        <source>The roofline step-time model on the same rows: the baseline a learned model must beat</source>
        <translation>roofline 步骤时间模型在相同行上的结果：学习模型必须超越的基线</translation>
    </message>
    <message>
        <source>%1: cross-validated on %2 rows; the roofline model on the same rows: MdAPE %3 %</source>
        <translation>%1：在 %2 行上交叉验证；roofline 模型在相同行上：MdAPE %3 %</translation>
    </message>
    <message>
        <source>Roofline MdAPE (%)</source>
        <translation>Roofline MdAPE (%)</translation>
    </message>
    <message>
        <source>The roofline model&apos;s median absolute percentage error on the same rows</source>
        <translation>roofline 模型在相同行上的绝对百分比误差中位数</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>Takes effect the next time Coastline Desktop starts</source>
        <translation>下次启动 Coastline Desktop 时生效</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>排名(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;jected</source>
        <translation>已排除(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open configuration</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export Ranking as &amp;CSV…</source>
        <translation>将排名导出为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Ranking as &amp;JSON…</source>
        <translation>将排名导出为 &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Inputs</source>
        <translation>输入(&amp;I)</translation>
    </message>
    <message>
        <source>Run &amp;Again</source>
        <translation>重新运行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Recommend for a CSV of &amp;Jobs…</source>
        <translation>为 CSV 中的任务批量推荐(&amp;J)…</translation>
    </message>
    <message>
        <source>Choose &amp;Measured Runs CSV…</source>
        <translation>选择实测运行 CSV(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How a Recommendation Is Made</source>
        <translation>推荐是如何生成的(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Coastline Desktop</source>
        <translation>关于 Coastline Desktop(&amp;A)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Choose measured runs</source>
        <translation>选择实测运行</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>The language changes the next time Coastline Desktop starts.</source>
        <translation>语言将在下次启动 Coastline Desktop 时更改。</translation>
    </message>
    <message>
        <source>Cluster &amp;What-If…</source>
        <translation>集群假设分析(&amp;W)…</translation>
    </message>
    <message>
        <source>run cancelled; these are the results of the previous inputs</source>
        <translation>运行已取消；以下是之前输入的结果</translation>
    </message>
    <message>
        <source>YAML configurations or infrastructure files (*.yaml *.yml)</source>
        <translation>YAML 配置或基础设施文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>&amp;Predictor Lab…</source>
        <translation>预测器实验室(&amp;P)…</translation>
    </message>
    <message>
        <source>Use the %1 Model</source>
        <translation>使用 %1 模型</translation>
    </message>
    <message>
        <source>the inputs have errors; these are the results of the previous inputs</source>
        <translation>输入有错误；以下是之前输入的结果</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>导入模型(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>Memory per GPU: select a configuration</source>
        <translation>每 GPU 显存：请选择一个配置</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 × %3), batch %4</source>
        <translation>%1 个 GPU（%2 × %3），批大小 %4</translation>
    </message>
    <message>
        <source>fits up to batch %1</source>
        <translation>最多可容纳批次 %1</translation>
    </message>
    <message>
        <source>does not fit even at batch 1</source>
        <translation>即使批次为 1 也放不下</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits 与损失</translation>
    </message>
    <message>
        <source>Frozen-base gradients</source>
        <translation>冻结基座的梯度</translation>
    </message>
    <message>
        <source>Dequantisation</source>
        <translation>反量化</translation>
    </message>
    <message>
        <source>Allocator headroom</source>
        <translation>分配器余量</translation>
    </message>
    <message>
        <source>CUDA context, NCCL</source>
        <translation>CUDA 上下文、NCCL</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Memory per GPU: no breakdown&lt;br&gt;(only the autoconf memory model gives one)</source>
        <translation>每 GPU 显存：无明细&lt;br&gt;（只有 autoconf 显存模型提供明细）</translation>
    </message>
    <message>
        <source>tight up to batch %1</source>
        <translation>紧张直至批次 %1</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>紧张</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>每 GPU GB</translation>
    </message>
    <message>
        <source>Memory in GB (10⁹ bytes), as the CLI and the CSV/JSON exports give it; nvidia-smi reports MiB (2²⁰ bytes): 1 GiB = 1.074 GB. The bar is what the driver would report (the torch peak, allocator headroom, CUDA context and NCCL buffers) against the device&apos;s memory.</source>
        <translation>内存以 GB（10⁹ 字节）表示，与 CLI 和 CSV/JSON 导出一致；nvidia-smi 以 MiB（2²⁰ 字节）报告：1 GiB = 1.074 GB。柱形是驱动程序将报告的值（torch 峰值、分配器余量、CUDA 上下文和 NCCL 缓冲区），与设备内存对比。</translation>
    </message>
    <message>
        <source>; %1 tokens at batch %2</source>
        <translation>；批大小 %2 时 %1 个 token</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2 of %3 GB (%4)&lt;br&gt;%5</source>
        <translation>%1&lt;br&gt;%2 / %3 GB（%4）&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>%1: %2 GB</source>
        <translation>%1：%2 GB</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;%2: %3 of %4 GB (%5)&lt;br&gt;%6</source>
        <translation>%1&lt;br&gt;%2：%3 / %4 GB（%5）&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>Per rank of pipeline stage %1 of %2 (0 = the first), the one that peaks: weights, gradients and optimizer states are the stage&apos;s share of the parameters ÷ TP, sharded over DP × CP; activations ÷ (TP × CP), × the micro-batches the stage holds in flight (1F1B); logits and loss on the last stage only, ÷ (TP × CP).</source>
        <translation>流水线阶段 %1（共 %2 个，0 = 第一个）中每个 rank 的数值，即峰值所在阶段：权重、梯度和优化器状态为该阶段的参数份额 ÷ TP，并在 DP × CP 上分片；激活 ÷ (TP × CP)，× 该阶段同时在途的微批次数（1F1B）；logits 和 loss 仅在最后阶段，÷ (TP × CP)。</translation>
    </message>
    <message>
        <source>%1, first stage</source>
        <translation>%1，第一阶段</translation>
    </message>
    <message>
        <source>%1, last stage</source>
        <translation>%1，最后阶段</translation>
    </message>
    <message>
        <source>; tight to %1 tokens at batch %2</source>
        <translation>；批大小 %2 时紧张直至 %1 个 token</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ModelImport</name>
    <message>
        <source>Import model from config.json</source>
        <translation>从 config.json 导入模型</translation>
    </message>
    <message>
        <source>Hugging Face model configurations (*.json)</source>
        <translation>Hugging Face 模型配置 (*.json)</translation>
    </message>
    <message>
        <source>Model not imported: %1</source>
        <translation>模型未导入：%1</translation>
    </message>
    <message>
        <source>Replaced %1 in the configuration&apos;s catalog from %2 (%3 B parameters, computed from the architecture); it is now the job&apos;s LLM.</source>
        <translation>已用 %2 替换配置目录中的 %1（%3 B 参数，由架构计算）；它现在是作业的 LLM。</translation>
    </message>
    <message>
        <source>Added %1 to the configuration&apos;s catalog from %2 (%3 B parameters, computed from the architecture); it is now the job&apos;s LLM.</source>
        <translation>已从 %2 将 %1 添加到配置目录（%3 B 参数，由架构计算）；它现在是作业的 LLM。</translation>
    </message>
</context>
<context>
    <name>OutputColumnsTableModel</name>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>紧张</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
</context>
<context>
    <name>ParetoChartView</name>
    <message>
        <source>Throughput vs cluster power</source>
        <translation>吞吐量与集群功率</translation>
    </message>
    <message>
        <source>Cluster power (W)</source>
        <translation>集群功率 (W)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>%1
%2 tokens/s at %3 W</source>
        <translation>%1
%2 tokens/s，%3 W</translation>
    </message>
    <message>
        <source>Throughput vs cluster power (no results)</source>
        <translation>吞吐量与集群功率（无结果）</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Top %1</source>
        <translation>前 %1 名</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>%1–%2 GPUs</source>
        <translation>%1–%2 个 GPU</translation>
    </message>
    <message>
        <source>Pick</source>
        <comment>the recommended configuration (rank 1) in the chart legend</comment>
        <translation>推荐</translation>
    </message>
</context>
<context>
    <name>ParityChartView</name>
    <message>
        <source>Measured throughput (tokens/s)</source>
        <translation>实测吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>Predicted throughput (tokens/s)</source>
        <translation>预测吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>%1, %2, %3
%4 (%5 node(s)), %6 tokens per sample, batch %7 per device (%8 in total)
Measured %9 tokens/s, predicted %10 tokens/s, APE %11 %</source>
        <translation>%1，%2，%3
%4（%5 个节点），每样本 %6 个 token，每设备批大小 %7（总计 %8）
实测 %9 tokens/s，预测 %10 tokens/s，APE %11 %</translation>
    </message>
    <message>
        <source>Parity: measured vs predicted (no results)</source>
        <translation>一致性：实测与预测（无结果）</translation>
    </message>
    <message>
        <source>Parity: %1, held-out predictions of %2 runs</source>
        <translation>一致性：%1，%2 次运行的留出预测</translation>
    </message>
    <message>
        <source>±10 %</source>
        <translation>±10 %</translation>
    </message>
    <message>
        <source>y = x</source>
        <translation>y = x</translation>
    </message>
</context>
<context>
    <name>PolicyPanel</name>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>α: weight of the runtime score</source>
        <translation>α：运行时间得分的权重</translation>
    </message>
    <message>
        <source>β: weight of the energy score</source>
        <translation>β：能耗得分的权重</translation>
    </message>
    <message>
        <source>Max slowdown</source>
        <translation>最大减速比</translation>
    </message>
    <message>
        <source>Keep only configurations within this factor of the fastest</source>
        <translation>仅保留与最快配置相差不超过此倍数的配置</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How many configurations are recommended (automatic: 5, min-GPU 1)</source>
        <translation>推荐的配置数量（自动：5，最少 GPU 策略为 1）</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>目标(&amp;O)：</translation>
    </message>
    <message>
        <source>α (&amp;runtime):</source>
        <translation>α（运行时间）(&amp;R)：</translation>
    </message>
    <message>
        <source>β (&amp;energy):</source>
        <translation>β（能耗）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Top k:</source>
        <translation>Top k(&amp;T)：</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Cluster power (W)</source>
        <translation>集群功率 (W)</translation>
    </message>
    <message>
        <source>Energy per token (J/token)</source>
        <translation>每 token 能耗 (J/token)</translation>
    </message>
    <message>
        <source>Energy &amp;metric:</source>
        <translation>能耗指标(&amp;M)：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>e.g. 48h or 3d</source>
        <translation>例如 48h 或 3d</translation>
    </message>
    <message>
        <source>The deadline goal&apos;s limit: a number and s, min, h or d. Needs a job size (total tokens).</source>
        <translation>截止时间目标的上限：一个数字加 s、min、h 或 d。需要作业规模（总 token 数）。</translation>
    </message>
    <message>
        <source>e.g. 2000 or 2000gpuh</source>
        <translation>例如 2000 或 2000gpuh</translation>
    </message>
    <message>
        <source>The budget goal&apos;s limit: a cost (needs a price per GPU-hour) or GPU-hours (2000gpuh). Needs a job size (total tokens).</source>
        <translation>预算目标的上限：成本（需要每 GPU 小时价格）或 GPU 小时（2000gpuh）。需要作业规模（总 token 数）。</translation>
    </message>
    <message>
        <source>De&amp;adline:</source>
        <translation>截止时间(&amp;A)：</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>预算：</translation>
    </message>
    <message>
        <source>What the energy score measures. Energy per token (cluster W / throughput, the default) scores the energy the job needs; cluster power (the seed&apos;s score) favours configurations that draw less power even when they run so much longer that the job needs more energy.</source>
        <translation>能耗得分衡量的对象。每 token 能耗（集群功率 / 吞吐量，默认）衡量作业所需的能量；集群功率（种子的得分）偏向功率较低的配置，即使它们运行时间长得多、作业需要更多能量。</translation>
    </message>
    <message>
        <source>Relative to the best</source>
        <translation>相对于最佳</translation>
    </message>
    <message>
        <source>Min-max (the seed&apos;s)</source>
        <translation>最小-最大（种子的）</translation>
    </message>
    <message>
        <source>How the scores are normalised. Relative (the default): runtime score = throughput / best throughput, energy score = best energy / energy, so slow configurations elsewhere in the search do not change a score. Min-max (the seed&apos;s): (worst − value) / (worst − best), which a few very slow configurations squeeze towards 1.</source>
        <translation>得分的归一化方式。相对（默认）：运行时间得分 = 吞吐量 / 最佳吞吐量，能耗得分 = 最佳能耗 / 能耗，因此搜索中其他较慢的配置不会改变得分。最小-最大（种子的）：(最差 − 值) / (最差 − 最佳)，少数非常慢的配置会把得分挤向 1。</translation>
    </message>
    <message>
        <source>&amp;Scores:</source>
        <translation>得分(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>PredictorForm</name>
    <message>
        <source>Predictors</source>
        <translation>预测器</translation>
    </message>
    <message>
        <source>intelligent: a measured run when one matches, else the fallback model</source>
        <translation>intelligent：有匹配的实测运行时使用实测值，否则使用回退模型</translation>
    </message>
    <message>
        <source>Model that intelligent uses when no measured run matches</source>
        <translation>intelligent 在没有匹配的实测运行时使用的模型</translation>
    </message>
    <message>
        <source>autoconf: GPU-memory model and structural rules; rules: structural rules only; none: no check</source>
        <translation>autoconf：GPU 显存模型加结构规则；rules：仅结构规则；none：不检查</translation>
    </message>
    <message>
        <source>autoconf here is a GPU-memory model standing in for IBM AutoConf.</source>
        <translation>此处的 autoconf 是替代 IBM AutoConf 的 GPU 显存模型。</translation>
    </message>
    <message>
        <source>Empirical OOM guard</source>
        <translation>经验 OOM 防护</translation>
    </message>
    <message>
        <source>Rejects batch × tokens above the budget; the budget was measured on A100-SXM4-80GB</source>
        <translation>拒绝批大小 × token 数超出预算的配置；该预算是在 A100-SXM4-80GB 上测得的</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>bundled sample</source>
        <translation>内置样本</translation>
    </message>
    <message>
        <source>Measured-runs CSV: a path, or &quot;default&quot; for the bundled run database</source>
        <translation>实测运行 CSV：文件路径，或填 &quot;default&quot; 使用内置运行数据库</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a measured-runs CSV</source>
        <translation>选择实测运行 CSV</translation>
    </message>
    <message>
        <source>Kavier calibration table: default, 4model, allmodels or a JSON path</source>
        <translation>Kavier 校准表：default、4model、allmodels 或 JSON 文件路径</translation>
    </message>
    <message>
        <source>T&amp;hroughput:</source>
        <translation>吞吐量(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Fallback:</source>
        <translation>回退模型(&amp;F)：</translation>
    </message>
    <message>
        <source>Feasi&amp;bility:</source>
        <translation>可行性(&amp;B)：</translation>
    </message>
    <message>
        <source>Measured &amp;runs:</source>
        <translation>实测运行(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Calibration:</source>
        <translation>校准(&amp;C)：</translation>
    </message>
    <message>
        <source>bundled run database</source>
        <translation>内置运行数据库</translation>
    </message>
    <message>
        <source>%1: %2 rows loaded, %3 valid</source>
        <translation>%1：已加载 %2 行，%3 行有效</translation>
    </message>
    <message>
        <source>shipped constants</source>
        <translation>内置常数</translation>
    </message>
    <message>
        <source>Roofline calibration file written by `coastline-cli tune --model roofline`; empty: the shipped constants fitted on the development data</source>
        <translation>由 `coastline-cli tune --model roofline` 写出的 Roofline 校准文件；留空：使用在开发数据上拟合的内置常数</translation>
    </message>
    <message>
        <source>Roo&amp;fline file:</source>
        <translation>Roofline 文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Use the Bundled &amp;Run Database</source>
        <translation>使用内置运行数据库(&amp;R)</translation>
    </message>
    <message>
        <source>Sets Measured runs to &quot;default&quot;: 70 measured runs of catalog models</source>
        <translation>将“实测运行”设为 &quot;default&quot;：70 次目录模型的实测运行</translation>
    </message>
    <message>
        <source> — but no row names a catalog model, so no prediction comes from a measured run.</source>
        <translation> —— 但没有任何一行对应目录中的模型，因此不会有预测来自实测运行。</translation>
    </message>
    <message>
        <source>, %1 of catalog models</source>
        <translation>，其中 %1 行为目录模型</translation>
    </message>
    <message>
        <source>Power mo&amp;del:</source>
        <translation>功率模型(&amp;D)：</translation>
    </message>
    <message>
        <source>roofline_power (the default): idle plus the power of each phase of the roofline&apos;s step (GEMM, memory-bound, communication, optimizer), and node power (GPU + host share) counted in energy and cost; kavier_power: Kavier&apos;s power, the seed&apos;s</source>
        <translation>roofline_power（默认）：空闲功率加上 roofline 步骤各阶段（GEMM、访存受限、通信、优化器）的功率，能耗和成本按节点功率（GPU + 主机份额）计算；kavier_power：Kavier 的功率，种子的模型</translation>
    </message>
</context>
<context>
    <name>PredictorLabWindow</name>
    <message>
        <source>Predictor Lab</source>
        <translation>预测器实验室</translation>
    </message>
    <message>
        <source>Measured-runs CSV: a path, or &quot;default&quot; for the bundled run database</source>
        <translation>实测运行 CSV：文件路径，或填 &quot;default&quot; 使用内置运行数据库</translation>
    </message>
    <message>
        <source>&amp;Open Runs…</source>
        <translation>打开运行(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Bundled Runs</source>
        <translation>内置运行(&amp;B)</translation>
    </message>
    <message>
        <source>The 70 measured runs that ship with Coastline</source>
        <translation>Coastline 自带的 70 次实测运行</translation>
    </message>
    <message>
        <source>Con&amp;figuration&apos;s Runs</source>
        <translation>当前配置的运行(&amp;F)</translation>
    </message>
    <message>
        <source>The measured-runs CSV of the current configuration</source>
        <translation>当前配置的实测运行 CSV</translation>
    </message>
    <message>
        <source>+ kavier (baseline, always)</source>
        <translation>+ kavier（基线，始终包含）</translation>
    </message>
    <message>
        <source>k-fold</source>
        <translation>k 折</translation>
    </message>
    <message>
        <source>Leave-one-out</source>
        <translation>留一法</translation>
    </message>
    <message>
        <source>Grouped (unseen model, method, GPU series)</source>
        <translation>分组（未见过的模型、方法、GPU 系列）</translation>
    </message>
    <message>
        <source> folds</source>
        <translation> 折</translation>
    </message>
    <message>
        <source>&amp;Train and Cross-Validate</source>
        <translation>训练并交叉验证(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Measured runs:</source>
        <translation>实测运行：</translation>
    </message>
    <message>
        <source>Models:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Validation:</source>
        <translation>验证：</translation>
    </message>
    <message>
        <source>Train the model on every run, save its model file and predict with it in the current configuration (undoable)</source>
        <translation>用所有运行训练模型，保存其模型文件，并在当前配置中用它进行预测（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Save Model…</source>
        <translation>保存模型(&amp;S)…</translation>
    </message>
    <message>
        <source>Train the model on every run and save its model file</source>
        <translation>用所有运行训练模型并保存其模型文件</translation>
    </message>
    <message>
        <source>Charts show:</source>
        <translation>图表显示：</translation>
    </message>
    <message>
        <source>Open Measured Runs</source>
        <translation>打开实测运行</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Choose at least one model.</source>
        <translation>请至少选择一个模型。</translation>
    </message>
    <message>
        <source>Cancelled; the table shows the previous run.</source>
        <translation>已取消；表格显示的是上一次运行的结果。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n usable run(s); the best model is %2.</source>
        <translation>
            <numerusform>%1：%n 次可用运行；最佳模型是 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a learned model of the last run first.</source>
        <translation>请先选择上一次运行中的一个学习模型。</translation>
    </message>
    <message>
        <source>Save Model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <source>Model files (*.json)</source>
        <translation>模型文件 (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Training %1 on all %n run(s)…</source>
        <translation>
            <numerusform>正在用全部 %n 次运行训练 %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1; the configuration now predicts with %2 (Edit → Undo restores the previous predictor).</source>
        <translation>已写入 %1；当前配置现在使用 %2 进行预测（编辑 → 撤销可恢复之前的预测器）。</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of %1 skipped (not valid, no throughput, or the roofline model cannot predict them).</source>
        <translation>
            <numerusform>已跳过 %1 行中的 %n 行（无效、没有吞吐量，或 roofline 模型无法预测）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Use This Model</source>
        <translation>使用此模型(&amp;U)</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>&lt;b&gt;#%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1 policy: S = α·s&lt;sub&gt;r&lt;/sub&gt; + β·s&lt;sub&gt;e&lt;/sub&gt; = %2 × %3 + %4 × %5 = %6</source>
        <translation>%1策略：S = α·s&lt;sub&gt;r&lt;/sub&gt; + β·s&lt;sub&gt;e&lt;/sub&gt; = %2 × %3 + %4 × %5 = %6</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;r&lt;/sub&gt;: runtime score (1 = fastest); s&lt;sub&gt;e&lt;/sub&gt;: energy score (1 = lowest cluster power)</source>
        <translation>s&lt;sub&gt;r&lt;/sub&gt;：运行时间得分（1 = 最快）；s&lt;sub&gt;e&lt;/sub&gt;：能耗得分（1 = 集群功率最低）</translation>
    </message>
    <message>
        <source>Throughput %1 tokens/s from measured runs: cache hit, %2 run(s) (min %3, max %4, σ %5)</source>
        <translation>吞吐量 %1 tokens/s，来自实测运行：缓存命中，%2 次运行（最小 %3，最大 %4，σ %5）</translation>
    </message>
    <message>
        <source>Throughput %1 tokens/s predicted by the %2 model</source>
        <translation>吞吐量 %1 tokens/s，由 %2 模型预测</translation>
    </message>
    <message>
        <source>Power %1 W per GPU × %2 GPUs = %3 W (Kavier power model)</source>
        <translation>功率 %1 W/GPU × %2 个 GPU = %3 W（Kavier 功率模型）</translation>
    </message>
    <message>
        <source>Feasibility: %1</source>
        <translation>可行性：%1</translation>
    </message>
    <message>
        <source>Throughput divided by cluster power</source>
        <translation>吞吐量除以集群功率</translation>
    </message>
    <message>
        <source>Combined score S = α·s_r + β·s_e (min-GPU: 1 / total GPUs)</source>
        <translation>综合得分 S = α·s_r + β·s_e（最少 GPU：1 / GPU 总数）</translation>
    </message>
    <message>
        <source>Needs a job size (total tokens, or dataset tokens × epochs)</source>
        <translation>需要任务规模（总 token 数，或数据集 token 数 × 轮数）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Total
GPUs</source>
        <translation>GPU
总数</translation>
    </message>
    <message>
        <source>GPUs/
node</source>
        <translation>每节点
GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Batch/
device</source>
        <translation>每设备
批大小</translation>
    </message>
    <message>
        <source>Total
batch</source>
        <translation>总批
大小</translation>
    </message>
    <message>
        <source>Throughput
(tokens/s)</source>
        <translation>吞吐量
(tokens/s)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Power
(W/GPU)</source>
        <translation>功率
(W/GPU)</translation>
    </message>
    <message>
        <source>Cluster
power (W)</source>
        <translation>集群功率
(W)</translation>
    </message>
    <message>
        <source>Tokens
per J</source>
        <translation>每焦耳
token 数</translation>
    </message>
    <message>
        <source>Runtime
score</source>
        <translation>运行时间
得分</translation>
    </message>
    <message>
        <source>Energy
score</source>
        <translation>能耗
得分</translation>
    </message>
    <message>
        <source>Combined
score</source>
        <translation>综合
得分</translation>
    </message>
    <message>
        <source>Runtime
(s)</source>
        <translation>运行时间
(s)</translation>
    </message>
    <message>
        <source>Energy
(kWh)</source>
        <translation>能耗
(kWh)</translation>
    </message>
    <message>
        <source>Feasibility</source>
        <translation>可行性</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>被支配</translation>
    </message>
    <message>
        <source>Another feasible configuration has higher throughput and lower energy per token: it does the same work sooner and with less energy</source>
        <translation>另一个可行配置吞吐量更高且每 token 能耗更低：它能用更短的时间、更少的能量完成相同的工作</translation>
    </message>
    <message>
        <source>=%1</source>
        <comment>a rank shared by near-tied rows</comment>
        <translation>=%1</translation>
    </message>
    <message>
        <source>dominated</source>
        <translation>被支配</translation>
    </message>
    <message>
        <source>%1 ±%2 %</source>
        <translation>%1 ±%2 %</translation>
    </message>
    <message>
        <source>%1: score = 1 / total GPUs = 1 / %2 = %3</source>
        <translation>%1：得分 = 1 / GPU 总数 = 1 / %2 = %3</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;r&lt;/sub&gt;: runtime score (1 = fastest); s&lt;sub&gt;e&lt;/sub&gt;: energy score (1 = lowest energy per token)</source>
        <translation>s&lt;sub&gt;r&lt;/sub&gt;：运行时间得分（1 = 最快）；s&lt;sub&gt;e&lt;/sub&gt;：能耗得分（1 = 每 token 能耗最低）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Implausible:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;不可信：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Model FLOP utilisation %1 % of the GPU&apos;s dense bf16 peak (plausible up to %2 %)</source>
        <translation>模型 FLOP 利用率为 GPU 稠密 bf16 峰值的 %1 %（合理上限 %2 %）</translation>
    </message>
    <message>
        <source>Dominated: another feasible configuration has higher throughput and lower energy per token</source>
        <translation>被支配：另一个可行配置吞吐量更高且每 token 能耗更低</translation>
    </message>
    <message>
        <source>Uncertainty ±%1 % (one standard deviation)</source>
        <translation>不确定度 ±%1 %（一个标准差）</translation>
    </message>
    <message>
        <source>Outside the learned model&apos;s training domain: Kavier predicted it instead</source>
        <translation>超出学习模型的训练范围：改由 Kavier 预测</translation>
    </message>
    <message>
        <source>Extrapolated: outside the learned model&apos;s training runs (LLM, GPU, method, or GPU count, tokens or batch beyond their range); treat it with care</source>
        <translation>外推：超出学习模型的训练运行范围（LLM、GPU、方法，或 GPU 数、token 数、批大小超出其范围）；请谨慎对待</translation>
    </message>
    <message>
        <source>&quot;=1&quot; marks a near-tie: combined scores within %1 of the tied group&apos;s first row</source>
        <translation>“=1”表示近似并列：综合得分与并列组第一行相差不超过 %1</translation>
    </message>
    <message>
        <source>A warning icon marks an implausible prediction: model FLOP utilisation above %1 % of the GPU&apos;s dense bf16 peak, or uncalibrated Kavier factors. The number is shown as the model computed it.</source>
        <translation>警告图标表示预测不可信：模型 FLOP 利用率超过 GPU 稠密 bf16 峰值的 %1 %，或 Kavier 系数未校准。数值按模型的计算结果原样显示。</translation>
    </message>
    <message>
        <source>Near-tie with rank %1 (combined scores within %2)</source>
        <translation>与第 %1 名近似并列（综合得分相差不超过 %2）</translation>
    </message>
    <message>
        <source>GPU-
hours</source>
        <translation>GPU
小时</translation>
    </message>
    <message>
        <source>Runtime × total GPUs / 3600; needs a job size</source>
        <translation>运行时间 × GPU 总数 / 3600；需要作业规模</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>GPU-hours × price per GPU-hour + kWh × price per kWh, in the cluster&apos;s currency; needs a job size and a price</source>
        <translation>GPU 小时 × 每 GPU 小时价格 + kWh × 每 kWh 价格，以集群的货币计；需要作业规模和价格</translation>
    </message>
    <message>
        <source>%1: score = the pick&apos;s cost (or GPU-hours) / this row&apos;s = %2</source>
        <translation>%1：得分 = 推荐配置的成本（或 GPU 小时）/ 本行的 = %2</translation>
    </message>
    <message>
        <source>%1: score = the pick&apos;s runtime / this row&apos;s = %2</source>
        <translation>%1：得分 = 推荐配置的运行时间 / 本行的 = %2</translation>
    </message>
    <message>
        <source>Finishes in %1: %2</source>
        <translation>%1 完成：%2</translation>
    </message>
    <message numerus="yes">
        <source>cache (%n run(s))</source>
        <translation>
            <numerusform>缓存（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>fits, tight (inside the risk band where measured runs both ran and ran out of memory) or does-not-fit</source>
        <translation>可容纳、紧张（处于风险区间：实测运行中既有成功也有显存不足）或不可容纳</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (with sequence parallelism)</source>
        <translation>张量并行度（含序列并行）</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree: total GPUs / (TP × PP × CP)</source>
        <translation>数据并行度：GPU 总数 / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>Runtime score s_r, 1 = fastest: throughput / best throughput (relative scores, the default) or min-max normalised 1/throughput</source>
        <translation>运行时间得分 s_r，1 = 最快：吞吐量 / 最佳吞吐量（相对得分，默认）或最小-最大归一化的 1/吞吐量</translation>
    </message>
    <message>
        <source>Energy score s_e, 1 = lowest: the lowest energy per token (or cluster power) / this row&apos;s (relative scores, the default) or min-max normalised</source>
        <translation>能耗得分 s_e，1 = 最低：最低每 token 能耗（或集群功率）/ 本行的值（相对得分，默认）或最小-最大归一化</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>fits: %1 GB of %2 GB per GPU (memory model standing in for AutoConf)</source>
        <translation>可容纳：每 GPU %1 GB / %2 GB（替代 AutoConf 的显存模型）</translation>
    </message>
    <message>
        <source>out of memory: %1 GB needed, %2 GB available per GPU</source>
        <translation>显存不足：需要 %1 GB，每 GPU 可用 %2 GB</translation>
    </message>
    <message>
        <source>passes the structural rules (no memory check)</source>
        <translation>通过结构规则检查（不检查显存）</translation>
    </message>
    <message>
        <source>not checked (feasibility: none)</source>
        <translation>未检查（可行性：none）</translation>
    </message>
    <message>
        <source>per-device token load %1 (batch %2 x %3 tokens) exceeds the empirical budget of %4</source>
        <translation>每设备 token 负载 %1（批大小 %2 × %3 个 token）超出经验预算 %4</translation>
    </message>
    <message>
        <source>hybrid Mamba model: the Mamba layers&apos; workspace is not modelled (they are counted like attention layers)</source>
        <translation>混合 Mamba 模型：未对 Mamba 层的工作空间建模（按注意力层计算）</translation>
    </message>
    <message>
        <source>qlora was never measured in the stack this model is calibrated on, so this verdict is a guess</source>
        <translation>在本模型所校准的软件栈中从未实测过 qlora，因此该结论只是估计</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <source>no usable power prediction: %1</source>
        <translation>没有可用的功率预测：%1</translation>
    </message>
    <message>
        <source>no usable throughput</source>
        <translation>没有可用的吞吐量</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1; note: %2</source>
        <comment>a feasibility verdict and a caveat</comment>
        <translation>%1；注意：%2</translation>
    </message>
    <message>
        <source>model FLOP utilisation %1 % is above the plausible %2 % of the GPU&apos;s dense bf16 peak</source>
        <translation>模型 FLOP 利用率 %1 % 超过 GPU 稠密 bf16 峰值的合理上限 %2 %</translation>
    </message>
    <message>
        <source>Kavier factors not calibrated for this model, method and GPU (neutral 1.0 used): %1</source>
        <translation>未针对此模型、方法和 GPU 校准 Kavier 系数（使用中性值 1.0）：%1</translation>
    </message>
    <message>
        <source>assumes %1 %2 (%3 B/param), activation checkpointing %4, %5 loss</source>
        <translation>假定 %1 %2（%3 B/参数），激活检查点 %4，%5 损失</translation>
    </message>
    <message>
        <source>; mixed precision would need %1 GB</source>
        <translation>；混合精度需要 %1 GB</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>开启激活检查点</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>分块损失</translation>
    </message>
    <message>
        <source>per-device batch %1 with %2x gradient accumulation</source>
        <translation>每设备批次 %1，梯度累积 %2 倍</translation>
    </message>
    <message>
        <source>sharding full-shard</source>
        <translation>分片 full-shard</translation>
    </message>
    <message>
        <source>8-bit AdamW optimizer</source>
        <translation>8 位 AdamW 优化器</translation>
    </message>
    <message>
        <source>optimizer offload to the CPU</source>
        <translation>将优化器卸载到 CPU</translation>
    </message>
    <message>
        <source>%1 GPUs at batch %2 per device (same total batch)</source>
        <translation>%1 个 GPU，每设备批次 %2（总批次不变）</translation>
    </message>
    <message>
        <source>%1 tokens per sample</source>
        <translation>每样本 %1 个 token</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>用 LoRA 代替全量微调</translation>
    </message>
    <message>
        <source>pure bf16</source>
        <comment>training precision</comment>
        <translation>纯 bf16</translation>
    </message>
    <message>
        <source>mixed-precision</source>
        <comment>training precision</comment>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>on</source>
        <comment>activation checkpointing</comment>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <comment>activation checkpointing</comment>
        <translation>关</translation>
    </message>
    <message>
        <source>chunked</source>
        <comment>loss</comment>
        <translation>分块</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>loss</comment>
        <translation>标准</translation>
    </message>
    <message>
        <source>tight: %1 GB of %2 GB per GPU, inside the risk band from %3 GB where measured runs both ran and ran out of memory (memory model standing in for AutoConf)</source>
        <translation>紧张：每 GPU %1 GB / %2 GB，处于自 %3 GB 起的风险区间，实测运行中既有成功也有显存不足（替代 AutoConf 的显存模型）</translation>
    </message>
    <message>
        <source>tight, rejected by the memory margin: %1 GB of %2 GB per GPU, margin %4 accepts up to %3 GB</source>
        <translation>紧张，被显存余量拒绝：每 GPU %1 GB / %2 GB，余量 %4 仅接受至 %3 GB</translation>
    </message>
    <message>
        <source>fine-grained mixture of experts (%1 experts of width %2 on hidden size %3): the step-time models miss the expert dispatch; on the 4 measured runs of such a model the roofline was 1.9-8.6x too fast</source>
        <translation>细粒度混合专家模型（%1 个专家，宽度 %2，隐藏维度 %3）：步时模型未考虑专家分发；在此类模型的 4 次实测运行中，roofline 预测快了 1.9–8.6 倍</translation>
    </message>
    <message>
        <source>layout assumed: FSDP data parallel (%1) over %2 GPUs, no tensor or pipeline parallelism</source>
        <translation>假定布局：%2 个 GPU 上的 FSDP 数据并行（%1），无张量并行或流水线并行</translation>
    </message>
    <message>
        <source>parallel layout %1: Kavier models data parallelism only, so this throughput is its data-parallel estimate (the memory is per rank); --predictor roofline models the layout</source>
        <translation>并行布局 %1：Kavier 只建模数据并行，因此此吞吐量是其数据并行估计（内存按每个 rank 计算）；--predictor roofline 可建模该布局</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>context parallel %1</source>
        <translation>上下文并行 %1</translation>
    </message>
    <message>
        <source>parallel layout %1: the layout step model is not fitted; on the 34 development runs with tensor, pipeline or context parallelism (NeMo, Megatron-Bridge, NeMo AutoModel, torchtitan) its MdAPE is 17 %</source>
        <translation>并行布局 %1：布局步时模型未经拟合；在 34 个使用张量、流水线或上下文并行的开发运行（NeMo、Megatron-Bridge、NeMo AutoModel、torchtitan）上，其 MdAPE 为 17 %</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>activation checkpointing</comment>
        <translation>选择性</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>RecommendationRows</name>
    <message>
        <source>%1 GPU (%2 × %3), batch %4 per device</source>
        <translation>%1 个 GPU（%2 × %3），每设备批大小 %4</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 × %3), batch %4 per device</source>
        <translation>%1 个 GPU（%2 × %3），每设备批大小 %4</translation>
    </message>
    <message>
        <source>best for performance</source>
        <translation>性能最佳</translation>
    </message>
    <message>
        <source>best throughput-vs-energy balance</source>
        <translation>吞吐量与能耗的平衡最佳</translation>
    </message>
    <message>
        <source>best for energy</source>
        <translation>能耗最优</translation>
    </message>
    <message>
        <source>best under the custom weights</source>
        <translation>按自定义权重最佳</translation>
    </message>
    <message>
        <source>intelligent (cache, else %1)</source>
        <translation>intelligent（缓存，否则 %1）</translation>
    </message>
    <message>
        <source>%1 + token budget %2</source>
        <translation>%1 + token 预算 %2</translation>
    </message>
    <message>
        <source>No feasible configuration in the search space.</source>
        <translation>搜索空间中没有可行的配置。</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 feasible configurations</source>
        <translation>%1 —— 在 %3 个可行配置中%2</translation>
    </message>
    <message>
        <source>, %1× the throughput of the runner-up (%2 GPU, batch %3)</source>
        <translation>，吞吐量为第二名（%2 个 GPU，批大小 %3）的 %1 倍</translation>
    </message>
    <message>
        <source>, %1× the throughput of the runner-up (%2 GPUs, batch %3)</source>
        <translation>，吞吐量为第二名（%2 个 GPU，批大小 %3）的 %1 倍</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>end of the headline sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Policy: %1</source>
        <translation>策略：%1</translation>
    </message>
    <message>
        <source> (alpha %1 runtime, beta %2 energy)</source>
        <translation>（alpha %1 运行时间，beta %2 能耗）</translation>
    </message>
    <message>
        <source>; predictor %1, top pick from %2; power kavier_power; feasibility %3.</source>
        <translation>；预测器 %1，首选结果来自 %2；功率 kavier_power；可行性 %3。</translation>
    </message>
    <message>
        <source>autoconf (memory model)</source>
        <translation>autoconf（显存模型）</translation>
    </message>
    <message>
        <source>performance</source>
        <comment>policy name</comment>
        <translation>性能</translation>
    </message>
    <message>
        <source>balanced</source>
        <comment>policy name</comment>
        <translation>均衡</translation>
    </message>
    <message>
        <source>energy</source>
        <comment>policy name</comment>
        <translation>能耗</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>policy name</comment>
        <translation>自定义</translation>
    </message>
    <message>
        <source>min_gpu</source>
        <comment>policy name</comment>
        <translation>最少 GPU</translation>
    </message>
    <message>
        <source>avoid_oom</source>
        <comment>policy name</comment>
        <translation>避免 OOM</translation>
    </message>
    <message>
        <source>min_gpu_fixed_batch</source>
        <comment>policy name</comment>
        <translation>最少 GPU（固定批大小）</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPUs, batch %3; %4× the throughput, %5× the energy per token)</source>
        <translation>第 %1 名（%2 个 GPU，批大小 %3；吞吐量为 %4 倍，每 token 能耗为 %5 倍）</translation>
    </message>
    <message>
        <source>The pick is dominated: %1 does the same work sooner and with less energy.</source>
        <translation>首选配置被支配：%1 能用更短的时间、更少的能量完成相同的工作。</translation>
    </message>
    <message>
        <source>Fastest and most energy-efficient: %1.</source>
        <translation>最快且能效最高：%1。</translation>
    </message>
    <message>
        <source>Fastest: %1; most energy-efficient: %2.</source>
        <translation>最快：%1；能效最高：%2。</translation>
    </message>
    <message>
        <source>the pick</source>
        <translation>首选配置</translation>
    </message>
    <message>
        <source>Check the pick&apos;s prediction: %1.</source>
        <translation>请核查首选配置的预测：%1。</translation>
    </message>
    <message>
        <source>%1 — the job as submitted fits</source>
        <translation>%1 —— 按提交的任务配置可以容纳</translation>
    </message>
    <message>
        <source>%1 — the job as submitted (%2 GPUs, batch %3 per device) would run out of memory; the fewest more GPUs that fit at its total batch of %4</source>
        <translation>%1 —— 按提交的任务配置（%2 个 GPU，每设备批大小 %3）会显存不足；在其总批大小 %4 下能容纳的最少追加 GPU</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs that fit at %2 per device (%3 smaller counts rejected)</source>
        <translation>%1 —— 每设备 %2 时能容纳的最少 GPU 数（已排除 %3 个更小的 GPU 数）</translation>
    </message>
    <message>
        <source>No measured run can match: %1 names no catalog model; set lookup: default (--lookup default) for the bundled run database.</source>
        <translation>没有可匹配的实测运行：%1 未指定目录中的模型；请设置 lookup: default（--lookup default）以使用内置运行数据库。</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPU, batch %3; %4× the throughput, %5× the energy per token)</source>
        <translation>第 %1 名（%2 个 GPU，批大小 %3；吞吐量为 %4 倍，每 token 能耗为 %5 倍）</translation>
    </message>
    <message>
        <source>%1 — the job as submitted (%2 GPU, batch %3 per device) would run out of memory; the fewest more GPUs that fit at its total batch of %4</source>
        <translation>%1 —— 按提交的任务配置（%2 个 GPU，每设备批大小 %3）会显存不足；在其总批大小 %4 下能容纳的最少追加 GPU</translation>
    </message>
    <message>
        <source>Finishes in %1 on %2 GPU, %3</source>
        <translation>在 %2 个 GPU 上 %1 完成，%3</translation>
    </message>
    <message>
        <source>Finishes in %1 on %2 GPUs, %3</source>
        <translation>在 %2 个 GPU 上 %1 完成，%3</translation>
    </message>
    <message>
        <source>The pick is also the fastest and the cheapest feasible configuration.</source>
        <translation>推荐配置同时也是最快且最便宜的可行配置。</translation>
    </message>
    <message>
        <source>%1 GPU, batch %2 (%3)</source>
        <translation>%1 个 GPU，批量 %2（%3）</translation>
    </message>
    <message>
        <source>%1 GPUs, batch %2 (%3)</source>
        <translation>%1 个 GPU，批量 %2（%3）</translation>
    </message>
    <message>
        <source>Fastest and cheapest: %1.</source>
        <translation>最快且最便宜：%1。</translation>
    </message>
    <message>
        <source>Fastest: %1; cheapest: %2.</source>
        <translation>最快：%1；最便宜：%2。</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the lowest cost (within 1 %) of %2 configurations that finish within %3</source>
        <translation>%1 — 在 %3 内完成的 %2 个配置中，成本最低（相差 1 % 以内）且 GPU 最少</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the fewest GPU-hours (within 1 %) of %2 configurations that finish within %3</source>
        <translation>%1 — 在 %3 内完成的 %2 个配置中，GPU 小时最少（相差 1 % 以内）且 GPU 最少</translation>
    </message>
    <message>
        <source>%1 — the fewest GPUs at the shortest runtime (within 1 %) of %2 configurations within the budget of %3</source>
        <translation>%1 — 预算 %3 内 %2 个配置中，最快（相差 1 % 以内）且 GPU 最少</translation>
    </message>
    <message>
        <source>%1 — the lowest cost of %2 configurations that finish within %3</source>
        <translation>%1 — 在 %3 内完成的 %2 个配置中成本最低</translation>
    </message>
    <message>
        <source>%1 — the fewest GPU-hours of %2 configurations that finish within %3</source>
        <translation>%1 — 在 %3 内完成的 %2 个配置中 GPU 小时最少</translation>
    </message>
    <message>
        <source>%1 — the fastest of %2 configurations within the budget of %3</source>
        <translation>%1 — 预算 %3 内 %2 个配置中最快</translation>
    </message>
    <message>
        <source> (deadline %1)</source>
        <translation>（截止时间 %1）</translation>
    </message>
    <message>
        <source> (budget %1)</source>
        <translation>（预算 %1）</translation>
    </message>
    <message>
        <source>deadline</source>
        <comment>policy name</comment>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>budget</source>
        <comment>policy name</comment>
        <translation>预算</translation>
    </message>
    <message>
        <source>the bundled sample</source>
        <translation>自带的示例</translation>
    </message>
    <message>
        <source>%1 — the only feasible configuration</source>
        <translation>%1 — 唯一可行的配置</translation>
    </message>
    <message numerus="yes">
        <source>Near-tie: rank 2 (%n GPU(s), batch %1) scores %2 against %3, within %4; treat them as equal.</source>
        <translation>
            <numerusform>近似并列：第 2 名（%n 个 GPU，批大小 %1）得分 %2，对比 %3，相差在 %4 以内；请视为同等。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — the fewest GPUs that fit for a total batch of %2 (%n smaller GPU count(s) rejected)</source>
        <translation>
            <numerusform>%1 —— 容纳总批大小 %2 所需的最少 GPU 数（已排除 %n 个更小的 GPU 数）</numerusform>
        </translation>
    </message>
    <message>
        <source>The pick&apos;s prediction is %1.</source>
        <translation>所选配置的预测：%1。</translation>
    </message>
    <message>
        <source>Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs both ran and ran out of memory; --memory-margin 1 rejects such configurations.</source>
        <translation>显存紧张：所选配置每 GPU 需要 %1 GB / %2 GB，处于实测运行中既有成功也有显存不足的区间；--memory-margin 1 会拒绝此类配置。</translation>
    </message>
    <message>
        <source>The best that fits is rank %1 (%2 GPUs, batch %3).</source>
        <translation>可容纳的最佳配置为第 %1 名（%2 个 GPU，批次 %3）。</translation>
    </message>
    <message>
        <source>FSDP data parallel (%1), no tensor or pipeline parallelism</source>
        <translation>FSDP 数据并行（%1），无张量并行或流水线并行</translation>
    </message>
    <message>
        <source>Kavier&apos;s network: %1 Gbit/s inside a node, %2 Gbit/s between nodes</source>
        <translation>Kavier 的网络：节点内 %1 Gbit/s，节点间 %2 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (yours)</source>
        <translation>节点间 %1 Gbit/s（您的设置）</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (no catalog figure: a default; set --inter-node-gbps)</source>
        <translation>节点间 %1 Gbit/s（目录无此数值：默认值；请设置 --inter-node-gbps）</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes (--inter-node-gbps to change)</source>
        <translation>节点间 %1 Gbit/s（用 --inter-node-gbps 更改）</translation>
    </message>
    <message>
        <source>network %1 GB/s inside a node (no catalog figure for %2: PCIe 4.0 assumed), %3</source>
        <translation>网络：节点内 %1 GB/s（%2 无目录数值：假定 PCIe 4.0），%3</translation>
    </message>
    <message>
        <source>network %1 GB/s inside a node (%2), %3</source>
        <translation>网络：节点内 %1 GB/s（%2），%3</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>内存：%1</translation>
    </message>
    <message>
        <source>Assumed: %1.</source>
        <translation>假定：%1。</translation>
    </message>
    <message>
        <source>The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB).</source>
        <translation>能让某个配置装下的最小改动：%1，基于 %2（每 GPU %3 GB / %4 GB）。</translation>
    </message>
    <message>
        <source>; predictor %1, top pick from %2; power %3, energy counting %4; feasibility %5.</source>
        <translation>；预测器 %1，首选来自 %2；功率 %3，能耗按%4计；可行性 %5。</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功率</translation>
    </message>
    <message>
        <source>layout %1, %2 over the data-parallel group</source>
        <translation>布局 %1，在数据并行组上使用 %2</translation>
    </message>
    <message>
        <source>No data-parallel configuration fits, but %1 does: %2 GPUs (%3 × %4), batch %5 per device (--layouts auto searches parallel layouts).</source>
        <translation>没有可容纳的数据并行配置，但 %1 可以：%2 个 GPU（%3 × %4），每设备批大小 %5（--layouts auto 搜索并行布局）。</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit, fewer than the %6 data parallel needs (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>使用 %1，%2 个 GPU（%3 × %4）在每设备批大小 %5 时即可容纳，少于数据并行所需的 %6 个（simulate --tp/--pp/--cp 可检查布局）。</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit where data parallelism does not (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>使用 %1，%2 个 GPU（%3 × %4）在每设备批大小 %5 时即可容纳，而数据并行无法容纳（simulate --tp/--pp/--cp 可检查布局）。</translation>
    </message>
    <message>
        <source>The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB, tight: inside the memory risk band).</source>
        <translation>能让某个配置装下的最小改动：%1，基于 %2（每 GPU %3 GB / %4 GB，紧张：处于显存风险区间）。</translation>
    </message>
    <message>
        <source>Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs both ran and ran out of memory; --memory-margin %3 accepts it because it accepts up to %4 GB (--memory-margin 1 rejects every tight configuration).</source>
        <translation>显存紧张：所选配置每 GPU 需要 %1 GB / %2 GB，处于实测运行中既有成功也有显存不足的区间；--memory-margin %3 接受它，因为该余量接受最多 %4 GB（--memory-margin 1 会拒绝所有紧张的配置）。</translation>
    </message>
    <message>
        <source>%1 fits at batch %2 per device (the same total batch of %5) and is %3× faster on the same %4 GPUs (--layouts auto searches parallel layouts).</source>
        <translation>%1 在每设备批大小 %2 时可容纳（总批大小同为 %5），且在同样的 %4 个 GPU 上快 %3×（--layouts auto 搜索并行布局）。</translation>
    </message>
    <message>
        <source>%1 fits at batch %2 per device (a total batch of %5, the pick&apos;s is %6) and is %3× faster on the same %4 GPUs (--layouts auto searches parallel layouts).</source>
        <translation>%1 在每设备批大小 %2 时可容纳（总批大小 %5，所选配置为 %6），且在同样的 %4 个 GPU 上快 %3×（--layouts auto 搜索并行布局）。</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: inside the memory risk band), fewer than the %6 data parallel needs (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>使用 %1，%2 个 GPU（%3 × %4）在每设备批大小 %5 时即可容纳（紧张：处于显存风险区间），少于数据并行所需的 %6 个（simulate --tp/--pp/--cp 可检查布局）。</translation>
    </message>
    <message>
        <source>With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: inside the memory risk band) where data parallelism does not (simulate --tp/--pp/--cp checks a layout).</source>
        <translation>使用 %1，%2 个 GPU（%3 × %4）在每设备批大小 %5 时即可容纳（紧张：处于显存风险区间），而数据并行无法容纳（simulate --tp/--pp/--cp 可检查布局）。</translation>
    </message>
    <message>
        <source> (alpha %1 runtime, beta %2 %3; %4 scores)</source>
        <translation>（alpha %1 运行时间，beta %2 %3；%4 得分）</translation>
    </message>
    <message>
        <source>energy per token</source>
        <translation>每 token 能耗</translation>
    </message>
    <message>
        <source>cluster power</source>
        <translation>集群功率</translation>
    </message>
    <message>
        <source>relative</source>
        <translation>相对</translation>
    </message>
    <message>
        <source>min-max</source>
        <translation>最小-最大</translation>
    </message>
    <message>
        <source>scores within %1 of the pick</source>
        <translation>得分与所选配置相差不超过 %1</translation>
    </message>
    <message>
        <source>runs within %1 % of the pick&apos;s runtime</source>
        <translation>运行时间与所选配置相差不超过 %1 %</translation>
    </message>
    <message>
        <source>costs within %1 % of the pick</source>
        <translation>成本与所选配置相差不超过 %1 %</translation>
    </message>
    <message>
        <source>needs GPU-hours within %1 % of the pick&apos;s</source>
        <translation>GPU 小时数与所选配置相差不超过 %1 %</translation>
    </message>
    <message>
        <source>On a tie, fits beats tight: rank %1 (%2 GPUs, batch %3) %4, but needs %5 of %6 GB per GPU (tight); the pick fits.</source>
        <translation>平局时“可容纳”优先于“紧张”：排名 %1（%2 个 GPU，批大小 %3）%4，但每个 GPU 需要 %6 GB 中的 %5 GB（紧张）；所选配置可容纳。</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>技术栈 %1</translation>
    </message>
    <message>
        <source>precision %1: %2</source>
        <translation>精度 %1：%2</translation>
    </message>
    <message>
        <source>layout %1, Megatron&apos;s distributed optimizer (optimizer states and fp32 master weights sharded over the data-parallel group, weights and gradients whole)</source>
        <translation>布局 %1，Megatron 分布式优化器（优化器状态和 fp32 主权重在数据并行组内分片，权重和梯度完整保留）</translation>
    </message>
    <message>
        <source>Tied within the model&apos;s accuracy: rank 2 (%1, batch %2) is predicted %3 % slower than the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 % of the pick&apos;s throughput; a short trial run of each settles it (--trials).</source>
        <translation>在模型精度范围内持平：第 2 名（%1，批大小 %2）预测比推荐慢 %3 %，但二者的 80 % 区间（±%4 % 和 ±%5 %）重叠了推荐吞吐量的 %6 %；对二者各做一次短时试运行即可决定（--trials）。</translation>
    </message>
    <message>
        <source>Tied within the model&apos;s accuracy: rank 2 (%1, batch %2) is predicted %3 % faster than the pick, but their 80 % intervals (±%4 % and ±%5 %) overlap by %6 % of the pick&apos;s throughput; a short trial run of each settles it (--trials).</source>
        <translation>在模型精度范围内持平：第 2 名（%1，批大小 %2）预测比推荐快 %3 %，但二者的 80 % 区间（±%4 % 和 ±%5 %）重叠了推荐吞吐量的 %6 %；对二者各做一次短时试运行即可决定（--trials）。</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>The pick&apos;s pipeline is idle for %1 % of each step (pp %2, gradient accumulation %3). Megatron runs pipelines with many micro-batches per step: %4 (--grad-accum %4, training.gradient_accumulation_steps) bring the bubble to %5 % of the busy time, with a global batch %6× as large.</source>
        <translation>推荐配置的流水线在每步中有 %1 % 的时间空闲（pp %2，梯度累积 %3）。Megatron 的流水线每步运行多个微批次：%4 个（--grad-accum %4，training.gradient_accumulation_steps）可将气泡降到计算时间的 %5 %，全局批次相应增大为 %6×。</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>按设定</translation>
    </message>
    <message>
        <source>liquid-cooled default</source>
        <translation>液冷默认值</translation>
    </message>
    <message>
        <source>air-cooled default</source>
        <translation>风冷默认值</translation>
    </message>
    <message>
        <source>node power (GPU + %1 W host per node, %2)</source>
        <translation>节点功率（GPU + 每节点 %1 W 主机，%2）</translation>
    </message>
    <message>
        <source>no ranked configuration meets it at its slow end; a short trial run settles it (--trials).</source>
        <translation>没有已排名的配置在慢端仍能满足；进行一次短的试运行即可确定（--trials）。</translation>
    </message>
    <message>
        <source>rank %1 (%2 GPUs, batch %3) meets it even at its slow end (%4).</source>
        <translation>第 %1 名（%2 个 GPU，批量 %3）即使在慢端也能满足（%4）。</translation>
    </message>
    <message>
        <source>At the slow end of its 80 % interval the pick finishes in %1, past the deadline of %2; %3</source>
        <translation>在其 80 % 区间的慢端，所选配置需 %1 完成，超过截止时间 %2；%3</translation>
    </message>
    <message>
        <source>The pick is dominated: %1 does the same work sooner with the same energy per token.</source>
        <translation>首选配置被支配：%1 能用更短的时间、相同的每 token 能耗完成相同的工作。</translation>
    </message>
    <message>
        <source>Memory per rank: the busiest rank is on the first of %1 pipeline stages, %2 GB: it keeps the activations of %3 micro-batches in flight (1F1B), %4 GB, where the last stage keeps one; its weights, gradients and optimizer states take %5 GB.</source>
        <translation>每个 rank 的内存：最繁忙的 rank 位于 %1 个流水线阶段中的第一个，%2 GB：它保留 %3 个进行中微批次的激活（1F1B），%4 GB，而最后一个阶段只保留一个；其权重、梯度和优化器状态占 %5 GB。</translation>
    </message>
    <message>
        <source>Memory per rank: the busiest rank is on the last of %1 pipeline stages, %2 GB: it holds the logits and the loss, %3 GB, beside one micro-batch&apos;s activations, %4 GB; its weights, gradients and optimizer states take %5 GB.</source>
        <translation>每个 rank 的内存：最繁忙的 rank 位于 %1 个流水线阶段中的最后一个，%2 GB：它保存 logits 和损失，%3 GB，以及一个微批次的激活，%4 GB；其权重、梯度和优化器状态占 %5 GB。</translation>
    </message>
    <message>
        <source>FSDP keeps the stage&apos;s weights and gradients unsharded for the step: %1 GB.</source>
        <translation>FSDP 在整个步骤中保持该阶段的权重和梯度不分片：%1 GB。</translation>
    </message>
</context>
<context>
    <name>RejectedTableModel</name>
    <message>
        <source>feasibility</source>
        <translation>可行性</translation>
    </message>
    <message>
        <source>prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>max slowdown</source>
        <translation>最大减速比</translation>
    </message>
    <message>
        <source>no usable throughput or power prediction</source>
        <translation>没有可用的吞吐量或功率预测</translation>
    </message>
    <message>
        <source>slower than the fastest configuration divided by max_slowdown</source>
        <translation>慢于最快配置除以 max_slowdown</translation>
    </message>
    <message>
        <source>Total
GPUs</source>
        <translation>GPU
总数</translation>
    </message>
    <message>
        <source>GPUs/
node</source>
        <translation>每节点
GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Batch/
device</source>
        <translation>每设备
批大小</translation>
    </message>
    <message>
        <source>Total
batch</source>
        <translation>总批
大小</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message numerus="yes">
        <source>feasible, not needed: min-GPU stops after the first %n feasible GPU count(s) (top_k)</source>
        <translation>
            <numerusform>可行，但不需要：最少 GPU 策略在找到前 %n 个可行 GPU 数后停止 (top_k)</numerusform>
        </translation>
    </message>
    <message>
        <source>Would fit with</source>
        <translation>改为以下即可放下</translation>
    </message>
    <message>
        <source>Fits up to
batch</source>
        <translation>最大
批次</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>过大</translation>
    </message>
    <message>
        <source>Single changes, least disruptive first:</source>
        <translation>单项更改，影响最小的在前：</translation>
    </message>
    <message>
        <source>no single change</source>
        <translation>无单项修改可行</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>fits, tight (inside the risk band; rejected by the memory margin) or does-not-fit</source>
        <translation>可容纳、紧张（处于风险区间；被显存余量拒绝）或不可容纳</translation>
    </message>
    <message>
        <source>Fits up to
tokens</source>
        <translation>最多可容纳
token</translation>
    </message>
    <message>
        <source>The longest sample (tokens) that fits at this batch and layout</source>
        <translation>在此批大小和布局下可容纳的最长样本（token）</translation>
    </message>
    <message>
        <source>Memory
(GB/GPU)</source>
        <translation>内存
(GB/GPU)</translation>
    </message>
    <message>
        <source>Capacity
(GB)</source>
        <translation>容量
(GB)</translation>
    </message>
    <message>
        <source>Weights
(GB)</source>
        <translation>权重
(GB)</translation>
    </message>
    <message>
        <source>Gradients
(GB)</source>
        <translation>梯度
(GB)</translation>
    </message>
    <message>
        <source>Optimizer
(GB)</source>
        <translation>优化器
(GB)</translation>
    </message>
    <message>
        <source>Working
set (GB)</source>
        <translation>工作集
(GB)</translation>
    </message>
    <message>
        <source>Activations
(GB)</source>
        <translation>激活
(GB)</translation>
    </message>
    <message>
        <source>Optimizer
step (GB)</source>
        <translation>优化器
步骤 (GB)</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1（%2 GB）</translation>
    </message>
    <message>
        <source>%1: %2 GB (%3)</source>
        <translation>%1：%2 GB（%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Fits up to batch %1 at this layout</source>
        <translation>此布局下最多可容纳批大小 %1</translation>
    </message>
    <message>
        <source>Does not fit even at batch 1 at this layout</source>
        <translation>此布局下即使批大小为 1 也装不下</translation>
    </message>
    <message>
        <source>; up to %1 tokens per sample at batch %2</source>
        <translation>；批大小 %2 时每个样本最多 %1 个 token</translation>
    </message>
    <message>
        <source>%1 (%2 GB, tight)</source>
        <translation>%1（%2 GB，紧张）</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>紧张</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (with sequence parallelism)</source>
        <translation>张量并行度（含序列并行）</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree: total GPUs / (TP × PP × CP)</source>
        <translation>数据并行度：GPU 总数 / (TP × PP × CP)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>ResidualChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>ln(predicted / measured)</source>
        <translation>ln(预测值 / 实测值)</translation>
    </message>
    <message>
        <source>Residuals (no results)</source>
        <translation>残差（无结果）</translation>
    </message>
    <message>
        <source>kavier</source>
        <translation>kavier</translation>
    </message>
    <message>
        <source>±10 %</source>
        <translation>±10 %</translation>
    </message>
    <message>
        <source>Residuals against total GPUs: %1 and roofline</source>
        <translation>残差与 GPU 总数：%1 和 roofline</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>&amp;Ranking</source>
        <translation>排名(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;jected</source>
        <translation>已排除(&amp;J)</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>图表(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Ranking (%1)</source>
        <translation>排名(&amp;R) (%1)</translation>
    </message>
    <message>
        <source>Re&amp;jected (%1)</source>
        <translation>已排除(&amp;J) (%1)</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>没有推荐</translation>
    </message>
    <message>
        <source>Re&amp;jected (%1) · not needed (%2)</source>
        <comment>min-GPU: feasible, not simulated</comment>
        <translation>已排除(&amp;J) (%1) · 不需要 (%2)</translation>
    </message>
    <message>
        <source>Out of date: %1</source>
        <translation>已过期：%1</translation>
    </message>
    <message>
        <source>These results belong to earlier inputs: %1</source>
        <translation>这些结果属于之前的输入：%1</translation>
    </message>
</context>
<context>
    <name>ScalingChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <source>Throughput vs total GPUs</source>
        <translation>吞吐量与 GPU 总数</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>batch %1–%2</source>
        <translation>批大小 %1–%2</translation>
    </message>
    <message>
        <source>fastest batch</source>
        <translation>最快批大小</translation>
    </message>
    <message>
        <source>Energy per token vs total GPUs</source>
        <translation>每 token 能耗与 GPU 总数</translation>
    </message>
    <message>
        <source>least energy batch</source>
        <translation>能耗最低的批大小</translation>
    </message>
    <message>
        <source>Energy (J/token)</source>
        <translation>能耗（J/token）</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>simulated in %1 s · shown in %2 ms</source>
        <translation>模拟用时 %1 s · 显示用时 %2 ms</translation>
    </message>
    <message>
        <source>%1 candidates · %2 infeasible · %3 predicted · %4 cache hits</source>
        <translation>%1 个候选 · %2 个不可行 · %3 个已预测 · %4 次缓存命中</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop this run and keep the previous results (Esc)</source>
        <translation>停止本次运行并保留之前的结果 (Esc)</translation>
    </message>
    <message>
        <source>%1 of %2 candidates evaluated</source>
        <translation>已评估 %1 / %2 个候选</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
</context>
<context>
    <name>StepTimeChartView</name>
    <message>
        <source>s per optimizer step</source>
        <translation>每个优化器步骤的时间 (s)</translation>
    </message>
    <message>
        <source>Step time: select a configuration</source>
        <translation>步骤时间：请选择一个配置</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>comm-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <source>Step %1 s, %2&lt;br&gt;MFU %3 % · HFU %4 %</source>
        <translation>步骤时间 %1 s，%2&lt;br&gt;MFU %3 % · HFU %4 %</translation>
    </message>
    <message>
        <source>inter-node %1 Gbit/s per node (%2)</source>
        <translation>每节点的节点间带宽 %1 Gbit/s（%2）</translation>
    </message>
    <message>
        <source>the GPU&apos;s default</source>
        <translation>该 GPU 的默认值</translation>
    </message>
    <message>
        <source>set in the Infrastructure group</source>
        <translation>在“基础设施”组中设置</translation>
    </message>
    <message>
        <source>one node: no inter-node traffic</source>
        <translation>单节点：无节点间通信</translation>
    </message>
    <message>
        <source>Roofline step-time model: %1 micro-step(s) per optimizer step; intra-node bus %2 GB/s; %3; all communication %4 s, of which %5 s is not hidden under compute; efficiency ceiling %6 %; %7 TFLOP/s achieved per GPU.</source>
        <translation>Roofline 步骤时间模型：每个优化器步骤 %1 个微步骤；节点内总线 %2 GB/s；%3；全部通信 %4 s，其中 %5 s 未被计算掩盖；效率上限 %6 %；每 GPU 实际达到 %7 TFLOP/s。</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <source>%1: %2 s</source>
        <translation>%1：%2 s</translation>
    </message>
    <message>
        <source>Exposed comm.</source>
        <translation>未掩盖通信</translation>
    </message>
    <message>
        <source>Step time: no breakdown&lt;br&gt;(only the roofline model gives one)</source>
        <translation>步骤时间：无明细&lt;br&gt;（只有 roofline 模型提供明细）</translation>
    </message>
    <message>
        <source>%1 · %2 W</source>
        <translation>%1 · %2 W</translation>
    </message>
    <message>
        <source>Step %1 s, %2, %3 W per GPU&lt;br&gt;MFU %4 % · HFU %5 %</source>
        <translation>步骤 %1 s，%2，每 GPU %3 W&lt;br&gt;MFU %4 % · HFU %5 %</translation>
    </message>
    <message>
        <source>Power (roofline_power): each phase draws idle %1 W plus its share of the range up to TDP %2 W; the step&apos;s power is their time-weighted mean.</source>
        <translation>功率（roofline_power）：每个阶段消耗空闲功率 %1 W 加上其在至 TDP %2 W 范围内的份额；步骤功率为各阶段的时间加权平均。</translation>
    </message>
    <message>
        <source>GEMM</source>
        <translation>GEMM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>访存</translation>
    </message>
    <message>
        <source>TP comm.</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <source>CP exchange</source>
        <translation>CP 交换</translation>
    </message>
    <message>
        <source>PP sends</source>
        <translation>PP 发送</translation>
    </message>
    <message>
        <source>DP comm.</source>
        <translation>DP 通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>%1: TP all-gathers and reduce-scatters %2 s (not overlapped); CP ring exchange %3 s, of which %4 s is not hidden under attention; PP sends %5 s; pipeline bubble %6 s.</source>
        <translation>%1：TP all-gather 与 reduce-scatter %2 s（不重叠）；CP 环形交换 %3 s，其中 %4 s 未被注意力计算掩盖；PP 发送 %5 s；流水线气泡 %6 s。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Pipeline bubble %1 s (%2 % of the step)</source>
        <translation>&lt;br&gt;流水线气泡 %1 s（占步长 %2 %）</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>EP 全对全通信</translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation>通信</translation>
    </message>
</context>
<context>
    <name>SummaryBanner</name>
    <message>
        <source>No recommendation yet</source>
        <translation>尚无推荐</translation>
    </message>
    <message>
        <source>&amp;Copy Summary</source>
        <translation>复制摘要(&amp;C)</translation>
    </message>
    <message>
        <source>Dominated: another feasible configuration has higher throughput and lower energy per token. Near-tie: combined scores within %1. Implausible: model FLOP utilisation above %2 % of the dense bf16 peak, or uncalibrated Kavier factors.</source>
        <translation>被支配：另一个可行配置吞吐量更高且每 token 能耗更低。近似并列：综合得分相差不超过 %1。不可信：模型 FLOP 利用率超过稠密 bf16 峰值的 %2 %，或 Kavier 系数未校准。</translation>
    </message>
    <message>
        <source>%1 (autoconf here is a GPU-memory model standing in for IBM AutoConf; it %2.)</source>
        <comment>%1: the policy line of the summary; %2: &apos;assumes &lt;training stack&gt;&apos;</comment>
        <translation>%1（此处的 autoconf 是代替 IBM AutoConf 的 GPU 内存模型；它%2。）</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Show the whole summary: the time and money, what the numbers assume, what the score hides, and the policy and predictors</source>
        <translation>显示完整摘要：时间与费用、数值所依据的假设、评分未体现的内容，以及策略和预测器</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
</context>
<context>
    <name>TimeToTrainChartView</name>
    <message>
        <source>Total GPUs</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Runtime (h)</source>
        <translation>运行时间 (h)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本 (%1)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Runtime and cost vs total GPUs: give a job size (total tokens)</source>
        <translation>运行时间和成本与 GPU 总数：请给出作业规模（总 token 数）</translation>
    </message>
    <message>
        <source>Runtime and cost vs total GPUs</source>
        <translation>运行时间和成本与 GPU 总数</translation>
    </message>
    <message>
        <source>The fastest configuration of each GPU count</source>
        <translation>每个 GPU 数量下最快的配置</translation>
    </message>
    <message>
        <source>Deadline (%1 h)</source>
        <translation>截止时间 (%1 h)</translation>
    </message>
    <message>
        <source>Budget (%1)</source>
        <translation>预算 (%1)</translation>
    </message>
</context>
<context>
    <name>TraceChart</name>
    <message>
        <source>time since the first submission (h)</source>
        <translation>自首次提交起的时间 (h)</translation>
    </message>
    <message>
        <source>GPUs in use</source>
        <translation>使用中的 GPU</translation>
    </message>
    <message>
        <source>jobs queued</source>
        <translation>排队任务数</translation>
    </message>
    <message>
        <source>GPUs in use, baseline</source>
        <translation>使用中的 GPU（基线）</translation>
    </message>
    <message>
        <source>jobs queued, baseline</source>
        <translation>排队任务数（基线）</translation>
    </message>
    <message>
        <source>GPUs in use, recommended</source>
        <translation>使用中的 GPU（推荐）</translation>
    </message>
    <message>
        <source>jobs queued, recommended</source>
        <translation>排队任务数（推荐）</translation>
    </message>
    <message>
        <source>capacity (%1 GPUs)</source>
        <translation>容量（%1 个 GPU）</translation>
    </message>
</context>
<context>
    <name>TracePlotFile</name>
    <message>
        <source>Cluster what-if: %1 nodes × %2 GPUs</source>
        <translation>集群假设分析：%1 个节点 × %2 个 GPU</translation>
    </message>
</context>
<context>
    <name>TrainingSetupForm</name>
    <message>
        <source>Training setup</source>
        <translation>训练设置</translation>
    </message>
    <message>
        <source>How the job trains, as the memory model needs it. The defaults are the stack AutoConf&apos;s verdicts were measured on.</source>
        <translation>任务的训练方式（显存模型需要这些信息）。默认值即测得 AutoConf 结论时所用的软件栈。</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8 位</translation>
    </message>
    <message>
        <source>SGD (no state)</source>
        <translation>SGD（无状态）</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Full shard (FSDP, ZeRO-3)</source>
        <translation>完全分片（FSDP，ZeRO-3）</translation>
    </message>
    <message>
        <source>Hybrid shard (within a node)</source>
        <translation>混合分片（节点内）</translation>
    </message>
    <message>
        <source>Shard grads + optimizer (ZeRO-2)</source>
        <translation>分片梯度 + 优化器（ZeRO-2）</translation>
    </message>
    <message>
        <source>No shard (DDP)</source>
        <translation>不分片（DDP）</translation>
    </message>
    <message>
        <source>LoRA rank r (adapter methods only)</source>
        <translation>LoRA 秩 r（仅适用于适配器方法）</translation>
    </message>
    <message>
        <source>Matrices with adapters, comma-separated (q_proj … down_proj), or all-linear</source>
        <translation>带适配器的矩阵，以逗号分隔（q_proj … down_proj），或 all-linear</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <translation>优化器状态卸载到 CPU</translation>
    </message>
    <message>
        <source>Optimizer and weights to CPU</source>
        <translation>优化器和权重卸载到 CPU</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Kept free on every GPU for the CUDA context, NCCL buffers and allocator slack</source>
        <translation>每个 GPU 上为 CUDA 上下文、NCCL 缓冲区和分配器余量预留的空间</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <source>S&amp;harding:</source>
        <translation>分片(&amp;H)：</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA 秩(&amp;K)：</translation>
    </message>
    <message>
        <source>LoRA tar&amp;gets:</source>
        <translation>LoRA 目标(&amp;G)：</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>卸载(&amp;F)：</translation>
    </message>
    <message>
        <source>Reser&amp;ve:</source>
        <translation>预留(&amp;V)：</translation>
    </message>
    <message>
        <source>q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, separated by commas, or all-linear</source>
        <translation>q_proj、k_proj、v_proj、o_proj、gate_proj、up_proj、down_proj，以逗号分隔，或 all-linear</translation>
    </message>
    <message>
        <source>LoRA targets must name q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj or down_proj (comma-separated), or be all-linear.</source>
        <translation>LoRA 目标必须是 q_proj、k_proj、v_proj、o_proj、gate_proj、up_proj 或 down_proj（以逗号分隔），或 all-linear。</translation>
    </message>
    <message>
        <source>Micro-steps per optimizer step (gradient accumulation); the roofline step-time model reads it</source>
        <translation>每个优化器步骤的微步骤数（梯度累积）；roofline 步骤时间模型使用此值</translation>
    </message>
    <message>
        <source>Grad. acc&amp;umulation:</source>
        <translation>梯度累积(&amp;U)：</translation>
    </message>
    <message>
        <source>Standard (full fp32 logits)</source>
        <translation>标准（完整 fp32 logits）</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy</source>
        <translation>分块或融合的交叉熵</translation>
    </message>
    <message>
        <source>&amp;Loss:</source>
        <translation>损失(&amp;L):</translation>
    </message>
    <message>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1（扁平参数）</translation>
    </message>
    <message>
        <source>FSDP2 (per-parameter)</source>
        <translation>FSDP2（逐参数）</translation>
    </message>
    <message>
        <source>FSDP1 (HF Trainer, accelerate) allocates gradients for a frozen base under LoRA; FSDP2 (torchtune, torchtitan) does not</source>
        <translation>FSDP1（HF Trainer、accelerate）在 LoRA 下为冻结的基座分配梯度；FSDP2（torchtune、torchtitan）不会</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Without checkpointing, the compiled MLP keeps half of its intermediate activations</source>
        <translation>不使用检查点时，编译后的 MLP 只保留一半的中间激活</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>反向传播中执行优化器步骤</translation>
    </message>
    <message>
        <source>Each gradient is applied and freed during the backward pass (torchtune optimizer_in_bwd)</source>
        <translation>每个梯度在反向传播中即被应用并释放（torchtune optimizer_in_bwd）</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <source>Saved activations are kept in CPU memory, two layers at a time on the GPU</source>
        <translation>保存的激活放在 CPU 内存中，GPU 上每次只保留两层</translation>
    </message>
    <message>
        <source>FS&amp;DP:</source>
        <translation>FSDP(&amp;D):</translation>
    </message>
    <message>
        <source>Standard keeps the batch × sequence × vocabulary logits in fp32 with the gradients of the loss&apos;s backward (12 bytes per entry); a chunked or fused loss never holds them</source>
        <translation>标准方式以 fp32 保存 批次 × 序列 × 词表 的 logits 及损失反向传播的梯度（每项 12 字节）；分块或融合的损失从不完整保存它们</translation>
    </message>
    <message>
        <source>Fused kernel on fp32 logits</source>
        <translation>基于 fp32 logits 的融合内核</translation>
    </message>
    <message>
        <source>Memor&amp;y margin:</source>
        <translation>显存余量(&amp;Y)：</translation>
    </message>
    <message>
        <source>Share of the tight band (totals close to the card&apos;s memory) to reject: 0 accepts tight configurations, 1 rejects every one</source>
        <translation>拒绝紧张区间（总量接近显卡显存）的比例：0 接受紧张配置，1 全部拒绝</translation>
    </message>
    <message>
        <source>TP communication overlap</source>
        <translation>TP 通信重叠</translation>
    </message>
    <message>
        <source>Under tensor parallelism, the all-gathers and reduce-scatters run under the GEMMs (Megatron-LM --tp-comm-overlap, torchtitan async TP); the step-time model reads it</source>
        <translation>张量并行时，all-gather 与 reduce-scatter 在 GEMM 运行期间进行（Megatron-LM --tp-comm-overlap、torchtitan 异步 TP）；步时模型读取此项</translation>
    </message>
    <message>
        <source>None (generic defaults)</source>
        <translation>无（通用默认值）</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>Hugging Face Trainer</source>
        <translation>Hugging Face Trainer</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>S&amp;tack:</source>
        <translation>技术栈(&amp;T)：</translation>
    </message>
    <message>
        <source>bf16 (pure, %1 bytes/param)</source>
        <translation>bf16（纯 bf16，%1 字节/参数）</translation>
    </message>
    <message>
        <source>mixed (fp32 master, %1 bytes/param)</source>
        <translation>mixed（fp32 主权重，%1 字节/参数）</translation>
    </message>
    <message>
        <source>fp32 (%1 bytes/param)</source>
        <translation>fp32（%1 字节/参数）</translation>
    </message>
    <message>
        <source>fp8 GEMMs (fp32 master, %1 B/param)</source>
        <translation>fp8 GEMM（fp32 主权重，%1 字节/参数）</translation>
    </message>
    <message>
        <source>mxfp8 GEMMs (Blackwell; fp32 master, %1 B/param)</source>
        <translation>mxfp8 GEMM（Blackwell；fp32 主权重，%1 字节/参数）</translation>
    </message>
    <message>
        <source>nvfp4 GEMMs (Blackwell; fp32 master, %1 B/param)</source>
        <translation>nvfp4 GEMM（Blackwell；fp32 主权重，%1 字节/参数）</translation>
    </message>
    <message>
        <source>Number formats of GEMMs, weights, gradients and optimizer states (ZeRO, SC&apos;20, §3.1)</source>
        <translation>GEMM、权重、梯度和优化器状态的数值格式（ZeRO，SC&apos;20，§3.1）</translation>
    </message>
    <message>
        <source>Distributed optimizer (Megatron, ZeRO-1)</source>
        <translation>分布式优化器（Megatron，ZeRO-1）</translation>
    </message>
    <message>
        <source>First stage la&amp;yers:</source>
        <translation>第一级层数(&amp;Y)：</translation>
    </message>
    <message>
        <source>Decoder layers on the first pipeline stage (0: an even split)</source>
        <translation>第一个流水线级上的解码器层数（0：均匀划分）</translation>
    </message>
    <message>
        <source>Last stage layers:</source>
        <translation>最后一级层数：</translation>
    </message>
    <message>
        <source>Decoder layers on the last pipeline stage (0: an even split)</source>
        <translation>最后一个流水线级上的解码器层数（0：均匀划分）</translation>
    </message>
    <message>
        <source>Embedding counted as a pipeline layer</source>
        <translation>嵌入层计为一个流水线层</translation>
    </message>
    <message>
        <source>The first pipeline stage holds one decoder layer fewer (Megatron-LM)</source>
        <translation>第一个流水线级少放一个解码器层（Megatron-LM）</translation>
    </message>
    <message>
        <source>Loss counted as a pipeline layer</source>
        <translation>损失计为一个流水线层</translation>
    </message>
    <message>
        <source>The last pipeline stage holds one decoder layer fewer (Megatron-LM)</source>
        <translation>最后一个流水线级少放一个解码器层（Megatron-LM）</translation>
    </message>
    <message>
        <source>The framework the job runs on: its defaults for sharding, precision and overlap, and its per-step and per-layer costs</source>
        <translation>作业运行所用的框架：其分片、精度和重叠的默认值，以及每步和每层的开销</translation>
    </message>
    <message>
        <source>FP8 activations</source>
        <translation>FP8 激活</translation>
    </message>
    <message>
        <source>The MLP activation function&apos;s input is kept in FP8 for the backward pass, half the bytes of bf16 (Megatron-LM activation_func_fp8_input_store)</source>
        <translation>MLP 激活函数的输入以 FP8 保存供反向传播使用，字节数为 bf16 的一半（Megatron-LM activation_func_fp8_input_store）</translation>
    </message>
    <message>
        <source>FP8 parameters</source>
        <translation>FP8 参数</translation>
    </message>
    <message>
        <source>Weights are stored in FP8 only (1 byte for a frozen weight; trained weights keep their fp32 master), as Transformer Engine&apos;s fp8_model_init</source>
        <translation>权重仅以 FP8 存储（冻结权重 1 字节；训练的权重保留 fp32 主副本），如 Transformer Engine 的 fp8_model_init</translation>
    </message>
    <message>
        <source>Fused LoRA kernels</source>
        <translation>融合 LoRA 内核</translation>
    </message>
    <message>
        <source>Unsloth&apos;s fused LoRA kernels (fms-acceleration&apos;s fused ops): the MLP keeps only the gate and up outputs for the backward pass</source>
        <translation>Unsloth 的融合 LoRA 内核（fms-acceleration 的融合算子）：MLP 只为反向传播保留 gate 和 up 的输出</translation>
    </message>
    <message>
        <source>Fused RoPE/RMSNorm</source>
        <translation>融合 RoPE/RMSNorm</translation>
    </message>
    <message>
        <source>Fused norm kernels keep each norm&apos;s 16-bit input; Hugging Face&apos;s eager RMSNorm keeps an fp32 copy</source>
        <translation>融合的归一化内核保留每个归一化的 16 位输入；Hugging Face 的 eager RMSNorm 保留一份 fp32 副本</translation>
    </message>
    <message>
        <source>On (full: layer inputs only)</source>
        <translation>开（完整：仅保留层输入）</translation>
    </message>
    <message>
        <source>Off (every activation kept)</source>
        <translation>关（保留全部激活）</translation>
    </message>
    <message>
        <source>Selective (torchtitan, per op)</source>
        <translation>选择性（torchtitan，按算子）</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing:</source>
        <translation>激活检查点(&amp;C)：</translation>
    </message>
    <message>
        <source>On: each layer keeps its input and recomputes its forward. Off: every layer keeps its activations (34·h bytes per token per layer for a standard block, Korthikanti et al. 2022). Selective: torchtitan&apos;s op-level policy, between the two</source>
        <translation>开：每层保留其输入并在反向传播中重新计算前向。关：每层保留其激活（标准块每层每 token 34·h 字节，Korthikanti 等 2022）。选择性：torchtitan 的按算子策略，介于两者之间</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>可扩展段</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the caching allocator grows one segment, so far less freed memory stays reserved (torchtitan&apos;s run_train.sh sets it)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True：缓存分配器扩展单个段，因此保留的已释放内存少得多（torchtitan 的 run_train.sh 会设置它）</translation>
    </message>
</context>
<context>
    <name>UndoRedoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1: the command, e.g. Change batch</comment>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1: the command, e.g. Change batch</comment>
        <translation>重做(&amp;R)：%1</translation>
    </message>
</context>
<context>
    <name>WhatIfJobsModel</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Original
nodes × GPUs</source>
        <translation>原始
节点 × GPU</translation>
    </message>
    <message>
        <source>Recommended
nodes × GPUs</source>
        <translation>推荐
节点 × GPU</translation>
    </message>
    <message>
        <source>Original
batch</source>
        <translation>原始
批大小</translation>
    </message>
    <message>
        <source>Recommended
batch</source>
        <translation>推荐
批大小</translation>
    </message>
    <message>
        <source>Duration,
baseline (h)</source>
        <translation>时长
基线 (h)</translation>
    </message>
    <message>
        <source>Duration,
recommended (h)</source>
        <translation>时长
推荐 (h)</translation>
    </message>
    <message>
        <source>Wait,
baseline (h)</source>
        <translation>等待
基线 (h)</translation>
    </message>
    <message>
        <source>Wait,
recommended (h)</source>
        <translation>等待
推荐 (h)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>WhatIfWindow</name>
    <message>
        <source>Cluster What-If</source>
        <translation>集群假设分析</translation>
    </message>
    <message>
        <source>Scheduler trace CSV (upstream&apos;s dotted columns)</source>
        <translation>调度器轨迹 CSV（上游的带点列名）</translation>
    </message>
    <message>
        <source>&amp;Open Trace…</source>
        <translation>打开轨迹(&amp;O)…</translation>
    </message>
    <message>
        <source>FCFS + EASY backfilling</source>
        <translation>FCFS + EASY 回填</translation>
    </message>
    <message>
        <source>Strict FCFS</source>
        <translation>严格 FCFS</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export Recommended &amp;Trace…</source>
        <translation>导出推荐轨迹(&amp;T)…</translation>
    </message>
    <message>
        <source>Export &amp;Schedule…</source>
        <translation>导出调度(&amp;S)…</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>轨迹：</translation>
    </message>
    <message>
        <source>nodes ×</source>
        <translation>个节点 ×</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Scheduling:</source>
        <translation>调度：</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>总完成时间</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>平均等待</translation>
    </message>
    <message>
        <source>95th percentile wait</source>
        <translation>等待时间第 95 百分位</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>打开轨迹</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a trace file first.</source>
        <translation>请先选择轨迹文件。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Cancelled: the rows not reached keep their original layout.</source>
        <translation>已取消：未处理的行保留原始布局。</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept their original configuration (see the Note column).</source>
        <translation>
            <numerusform>%n 个任务保留了原始配置（见“备注”列）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job run(s) did not fit the cluster and were skipped.</source>
        <translation>
            <numerusform>%n 个任务运行超出集群容量，已跳过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The energy of %n job run(s) is unknown and counted as 0 kWh.</source>
        <translation>
            <numerusform>%n 个任务运行的能耗未知，按 0 kWh 计。</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Recommended Trace</source>
        <translation>导出推荐轨迹</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Export Schedule</source>
        <translation>导出调度</translation>
    </message>
    <message>
        <source>The predictor is now %1; the result shown is from %2. Run again to update it.</source>
        <translation>预测器现为 %1；显示的结果来自 %2。请重新运行以更新结果。</translation>
    </message>
    <message>
        <source>Predictor: %1. Jobs: %2 in the trace, %3 given a recommended layout, %4 compared (scheduled in both scenarios). Recommended durations = observed duration × predicted(original layout) ÷ predicted(recommended layout).</source>
        <translation>预测器：%1。任务：轨迹中共 %2 个，%3 个获得推荐布局，%4 个参与比较（在两种场景中均被调度）。推荐时长 = 观测时长 × 预测值（原始布局）÷ 预测值（推荐布局）。</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) scheduled in one scenario only were left out of both, so both compare the same jobs.</source>
        <translation>
            <numerusform>有 %n 个任务只在一个场景中被调度，已从两个场景中剔除，以便两者比较相同的任务。</numerusform>
        </translation>
    </message>
</context>
</TS>
