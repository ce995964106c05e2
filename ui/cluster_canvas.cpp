#include "ui/cluster_canvas.h"

#include <algorithm>
#include <map>

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

namespace maifs::ui {

namespace {

constexpr int kMargin = 8;
constexpr int kCell = 9; // one GPU
constexpr int kGap = 1;
constexpr int kGpusPerRow = 8;
constexpr int kBar = 4;     // CPU and memory bars
constexpr int kPad = 3;     // inside a block
constexpr int kSpacing = 6; // between blocks
constexpr int kCaption = 18;

// A stable colour per GPU model: the same model looks the same in every scenario.
QColor modelColour(const std::string& model) {
    if (model.empty())
        return QColor(150, 150, 150);
    const std::size_t h = std::hash<std::string>{}(model);
    return QColor::fromHsv(static_cast<int>(h % 360), 140 + static_cast<int>((h >> 9) % 80),
                           170 + static_cast<int>((h >> 17) % 60));
}

QSize blockSize(int gpus) {
    const int cols = std::clamp(gpus, 1, kGpusPerRow);
    const int rows = std::max(1, (gpus + kGpusPerRow - 1) / kGpusPerRow);
    const int w = std::max(cols * (kCell + kGap) - kGap, 30) + 2 * kPad;
    const int h = rows * (kCell + kGap) - kGap + 2 * kPad + 2 * (kBar + 2);
    return {w, h};
}

} // namespace

ClusterCanvas::ClusterCanvas(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void ClusterCanvas::setScenario(std::shared_ptr<const Scenario> scenario) {
    scenario_ = std::move(scenario);
    relayout();
    update();
}

const Cluster* ClusterCanvas::cluster() const {
    if (run_)
        return &run_->cluster;
    return scenario_ ? &scenario_->cluster : nullptr;
}

void ClusterCanvas::setRun(std::shared_ptr<const RunRecord> run) {
    run_ = std::move(run);
    gpuJobs_.clear();
    used_.clear();
    relayout();
    update();
}

void ClusterCanvas::setHoldings(const ClusterAt& at) {
    const Cluster* c = cluster();
    if (!c)
        return;
    gpuJobs_.assign(static_cast<std::size_t>(c->size()), {});
    used_.assign(static_cast<std::size_t>(c->size()), {0, 0});
    for (int n = 0; n < c->size() && static_cast<std::size_t>(n) < at.byNode.size(); ++n) {
        auto& gpus = gpuJobs_[static_cast<std::size_t>(n)];
        gpus.assign(static_cast<std::size_t>(c->node(n).gpus), {});
        for (const auto& h : at.byNode[static_cast<std::size_t>(n)]) {
            used_[static_cast<std::size_t>(n)].first += h.share.cpus;
            used_[static_cast<std::size_t>(n)].second += h.share.memGb;
            for (int slot : h.share.gpuSlots)
                if (slot >= 0 && static_cast<std::size_t>(slot) < gpus.size())
                    gpus[static_cast<std::size_t>(slot)].push_back(h.job);
        }
    }
    update();
}

std::vector<int> ClusterCanvas::jobsOnGpu(int node, int gpu) const {
    if (node < 0 || static_cast<std::size_t>(node) >= gpuJobs_.size() || gpu < 0 ||
        static_cast<std::size_t>(gpu) >= gpuJobs_[static_cast<std::size_t>(node)].size())
        return {};
    return gpuJobs_[static_cast<std::size_t>(node)][static_cast<std::size_t>(gpu)];
}

QColor ClusterCanvas::jobColour(const std::string& jobId) {
    // Stable across runs and sessions: the colour follows the job's id, not its position.
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a
    for (unsigned char ch : jobId)
        h = (h ^ ch) * 1099511628211ULL;
    return QColor::fromHsv(static_cast<int>(h % 360), 150 + static_cast<int>((h >> 12) % 90),
                           150 + static_cast<int>((h >> 20) % 90));
}

void ClusterCanvas::setHighlighted(const QSet<QString>& nodeIds) {
    highlighted_ = nodeIds;
    update();
}

void ClusterCanvas::setFocusJob(int job) {
    focusJob_ = job;
    update();
}

void ClusterCanvas::setEdges(std::vector<Edge> edges) {
    edges_ = std::move(edges);
    update();
}

QSize ClusterCanvas::sizeHint() const {
    return {800, std::max(200, contentHeight_)};
}

void ClusterCanvas::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void ClusterCanvas::relayout() {
    blocks_.clear();
    captions_.clear();
    blockOfNode_.clear();
    if (!cluster()) {
        contentHeight_ = 0;
        return;
    }
    const Cluster& c = *cluster();
    maxCpus_ = 1;
    maxMem_ = 1;
    std::vector<std::string> racks; // in order of first appearance
    std::map<std::string, std::vector<int>> byRack;
    std::map<std::string, int> models;
    for (int i = 0; i < c.size(); ++i) {
        const Node& n = c.node(i);
        maxCpus_ = std::max(maxCpus_, n.cpus);
        maxMem_ = std::max(maxMem_, n.memGb);
        if (!byRack.count(n.rack))
            racks.push_back(n.rack);
        byRack[n.rack].push_back(i);
        models[n.gpuModel] += n.gpus;
    }
    const int width = std::max(this->width(), 200) - 2 * kMargin;
    int y = kMargin;
    legend_.clear();
    for (const auto& [model, gpus] : models)
        if (gpus > 0)
            legend_.emplace_back(
                QStringLiteral("%1 (%2)").arg(QString::fromStdString(model)).arg(gpus),
                modelColour(model));
    captions_.push_back({QRect(kMargin, y, width, kCaption),
                         tr("%1 nodes, %2 GPUs in %3 racks; bars: CPUs (blue), memory (green), "
                            "relative to the largest node.  GPU models:")
                             .arg(c.size())
                             .arg(c.totalGpus())
                             .arg(racks.size())});
    y += kCaption + 4;
    blockOfNode_.assign(static_cast<std::size_t>(c.size()), -1);
    for (const auto& rack : racks) {
        const auto& nodes = byRack[rack];
        int gpus = 0;
        for (int i : nodes)
            gpus += c.node(i).gpus;
        captions_.push_back(
            {QRect(kMargin, y, width, kCaption), tr("rack %1: %2 nodes, %3 GPUs")
                                                     .arg(QString::fromStdString(rack))
                                                     .arg(nodes.size())
                                                     .arg(gpus)});
        y += kCaption;
        int x = kMargin, rowHeight = 0;
        for (int i : nodes) {
            const QSize s = blockSize(c.node(i).gpus);
            if (x > kMargin && x + s.width() > kMargin + width) {
                x = kMargin;
                y += rowHeight + kSpacing;
                rowHeight = 0;
            }
            blockOfNode_[static_cast<std::size_t>(i)] = static_cast<int>(blocks_.size());
            blocks_.push_back({QRect(QPoint(x, y), s), i});
            x += s.width() + kSpacing;
            rowHeight = std::max(rowHeight, s.height());
        }
        y += rowHeight + 2 * kSpacing;
    }
    contentHeight_ = y + kMargin;
    if (minimumHeight() != contentHeight_)
        setMinimumHeight(contentHeight_);
}

int ClusterCanvas::nodeAt(const QPoint& p) const {
    for (const auto& b : blocks_)
        if (b.rect.contains(p))
            return b.node;
    return -1;
}

QRect ClusterCanvas::gpuRect(int node, int gpu) const {
    const QRect b = nodeRect(node);
    if (b.isNull() || gpu < 0)
        return {};
    return {b.left() + kPad + (gpu % kGpusPerRow) * (kCell + kGap),
            b.top() + kPad + (gpu / kGpusPerRow) * (kCell + kGap), kCell, kCell};
}

std::pair<int, int> ClusterCanvas::gpuAt(const QPoint& p) const {
    const int node = nodeAt(p);
    if (node < 0)
        return {-1, -1};
    for (int g = 0; g < cluster()->node(node).gpus; ++g)
        if (gpuRect(node, g).contains(p))
            return {node, g};
    return {-1, -1};
}

QRect ClusterCanvas::nodeRect(int node) const {
    if (node < 0 || node >= static_cast<int>(blockOfNode_.size()) ||
        blockOfNode_[static_cast<std::size_t>(node)] < 0)
        return {};
    return blocks_[static_cast<std::size_t>(blockOfNode_[static_cast<std::size_t>(node)])].rect;
}

void ClusterCanvas::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    if (!cluster()) {
        p.drawText(rect(), Qt::AlignCenter, tr("Open a scenario to see its cluster."));
        return;
    }
    const QRect exposed = event->rect();
    p.setPen(palette().text().color());
    for (const auto& cap : captions_)
        if (cap.rect.intersects(exposed))
            p.drawText(cap.rect, Qt::AlignLeft | Qt::AlignVCenter, cap.text);
    if (!captions_.empty()) {
        const QRect first = captions_.front().rect;
        int x = first.left() + p.fontMetrics().horizontalAdvance(captions_.front().text) + 8;
        for (const auto& [label, colour] : legend_) {
            p.fillRect(x, first.center().y() - kCell / 2, kCell, kCell, colour);
            x += kCell + 4;
            p.drawText(QRect(x, first.top(), 400, first.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       label);
            x += p.fontMetrics().horizontalAdvance(label) + 12;
        }
    }
    const Cluster& c = *cluster();
    const bool replay = !gpuJobs_.empty();
    const QColor frame = palette().mid().color();
    const QColor cpu(80, 140, 220), mem(120, 180, 90);
    for (const auto& b : blocks_) {
        if (!b.rect.intersects(exposed))
            continue;
        const Node& n = c.node(b.node);
        const bool lit = highlighted_.contains(QString::fromStdString(n.id));
        p.setPen(lit ? QPen(palette().highlight().color(), 2) : QPen(frame));
        p.setBrush(palette().window());
        p.drawRect(b.rect.adjusted(0, 0, -1, -1));
        const QColor gpu = modelColour(n.gpuModel);
        const QColor idle = palette().mid().color();
        p.setPen(Qt::NoPen);
        for (int g = 0; g < n.gpus; ++g) {
            const QRect cell = gpuRect(b.node, g);
            const int gx = cell.left(), gy = cell.top();
            if (!replay) {
                p.fillRect(gx, gy, kCell, kCell, gpu);
                continue;
            }
            // A GPU shared by k jobs (fractions or time slices) shows k stripes.
            const auto jobs = jobsOnGpu(b.node, g);
            if (jobs.empty()) {
                p.fillRect(gx, gy, kCell, kCell, idle);
                continue;
            }
            const int k = static_cast<int>(jobs.size());
            for (int i = 0; i < k; ++i) {
                const int y0 = gy + i * kCell / k, y1 = gy + (i + 1) * kCell / k;
                p.fillRect(
                    gx, y0, kCell, std::max(1, y1 - y0),
                    jobColour(
                        run_->jobs[static_cast<std::size_t>(jobs[static_cast<std::size_t>(i)])]
                            .job.id));
            }
            if (focusJob_ >= 0 && std::ranges::find(jobs, focusJob_) != jobs.end()) {
                p.setPen(QPen(palette().text().color(), 2));
                p.setBrush(Qt::NoBrush);
                p.drawRect(cell.adjusted(-1, -1, 0, 0));
                p.setPen(Qt::NoPen);
            }
        }
        const int barWidth = b.rect.width() - 2 * kPad;
        const int barY = b.rect.bottom() - kPad - 2 * kBar - 2;
        double cpuFill = n.cpus / maxCpus_, memFill = n.memGb / maxMem_;
        if (replay) {
            // Capacity in grey, the allocated part in colour.
            const auto [cpus, memGb] = used_[static_cast<std::size_t>(b.node)];
            p.fillRect(b.rect.left() + kPad, barY, barWidth, kBar, idle);
            p.fillRect(b.rect.left() + kPad, barY + kBar + 2, barWidth, kBar, idle);
            cpuFill = std::min(1.0, cpus / std::max(n.cpus, 1e-9));
            memFill = std::min(1.0, memGb / std::max(n.memGb, 1e-9));
        }
        p.fillRect(b.rect.left() + kPad, barY, static_cast<int>(barWidth * cpuFill), kBar, cpu);
        p.fillRect(b.rect.left() + kPad, barY + kBar + 2, static_cast<int>(barWidth * memFill),
                   kBar, mem);
    }
    // Edges last, over the blocks; they may cross any part of the view.
    p.setRenderHint(QPainter::Antialiasing);
    for (const Edge& e : edges_) {
        const QRect a = nodeRect(e.from), z = nodeRect(e.to);
        if (a.isNull() || z.isNull())
            continue;
        p.setPen(QPen(QColor(230, 120, 20, 170), 1 + 5 * std::clamp(e.weight, 0.0, 1.0),
                      Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a.center(), z.center());
    }
}

void ClusterCanvas::mousePressEvent(QMouseEvent* event) {
    const auto [gpuNode, gpu] = gpuAt(event->position().toPoint());
    if (const auto jobs = jobsOnGpu(gpuNode, gpu); !jobs.empty())
        emit jobClicked(jobs.front());
    const int node = nodeAt(event->position().toPoint());
    if (node >= 0 && cluster())
        emit nodeClicked(QString::fromStdString(cluster()->node(node).id));
    QWidget::mousePressEvent(event);
}

bool ClusterCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && cluster()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int node = nodeAt(help->pos());
        if (node < 0) {
            QToolTip::hideText();
            return true;
        }
        const Node& n = cluster()->node(node);
        QString text = tr("<b>%1</b> (rack %2)<br>%3 x %4<br>%5 CPUs, %6 GB memory")
                           .arg(QString::fromStdString(n.id), QString::fromStdString(n.rack))
                           .arg(n.gpus)
                           .arg(n.gpus > 0 ? QString::fromStdString(n.gpuModel) : tr("no GPU"))
                           .arg(n.cpus)
                           .arg(n.memGb);
        if (!gpuJobs_.empty()) {
            QStringList jobs;
            for (int g = 0; g < n.gpus; ++g)
                for (int j : jobsOnGpu(node, g))
                    jobs << tr("GPU %1: %2")
                                .arg(g)
                                .arg(QString::fromStdString(
                                    run_->jobs[static_cast<std::size_t>(j)].job.id));
            text += QStringLiteral("<br>") +
                    (jobs.isEmpty() ? tr("idle") : jobs.join(QStringLiteral("<br>")));
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace maifs::ui
