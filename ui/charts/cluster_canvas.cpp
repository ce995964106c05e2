#include "ui/charts/cluster_canvas.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QWheelEvent>

namespace maifs::ui {

namespace {

constexpr int kMargin = 8;
constexpr int kGpusPerRow = 8;
constexpr int kCaption = 18;
// GPU cell sizes: the fit never goes below kMinFitCell (a big cluster scrolls instead); zooming
// stays within [kMinCell, kMaxCell].
constexpr int kMinFitCell = 9;
constexpr int kMaxFitCell = 40;
constexpr int kMinCell = 4;
constexpr int kMaxCell = 120;
constexpr double kZoomStep = 1.25;

// A stable colour per GPU model: the same model looks the same in every scenario.
QColor modelColour(const std::string& model) {
    if (model.empty())
        return QColor(150, 150, 150);
    const std::size_t h = std::hash<std::string>{}(model);
    return QColor::fromHsv(static_cast<int>(h % 360), 140 + static_cast<int>((h >> 9) % 80),
                           170 + static_cast<int>((h >> 17) % 60));
}

// Everything inside a node block scales with the GPU cell (9 px: the compact map of big clusters).
struct Metrics {
    int cell, gap, bar, pad, spacing;
};

Metrics metricsFor(int cell) {
    return {cell, std::max(1, cell / 9), std::max(3, cell * 4 / 9), std::max(2, cell / 3),
            std::max(4, cell * 2 / 3)};
}

QSize blockSize(int gpus, const Metrics& m) {
    const int cols = std::clamp(gpus, 1, kGpusPerRow);
    const int rows = std::max(1, (gpus + kGpusPerRow - 1) / kGpusPerRow);
    const int w = std::max(cols * (m.cell + m.gap) - m.gap, m.cell * 10 / 3) + 2 * m.pad;
    const int h = rows * (m.cell + m.gap) - m.gap + 2 * m.pad + 2 * (m.bar + 2);
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
    // Fit: the largest cell whose map fits the visible area (the scroll area's viewport), so a
    // small cluster fills the window and a big one keeps the compact map and scrolls. Zooming
    // scales from there.
    const QWidget* port = parentWidget();
    const int width = std::max(port ? port->width() : this->width(), 200) - 2 * kMargin;
    const int height = port ? port->height() : this->height();
    int fit = kMinFitCell;
    for (int cell = kMaxFitCell; cell > kMinFitCell; --cell)
        if (const auto [w, h] = layoutWith(cell, width); w <= width && h <= height) {
            fit = cell;
            break;
        }
    fitCell_ = fit;
    cell_ = std::clamp(static_cast<int>(std::lround(fit * zoom_)), kMinCell, kMaxCell);
    const auto [w, h] = layoutWith(cell_, width);
    contentHeight_ = h;
    // Wider than the view when zoomed in: the scroll area scrolls sideways too.
    const int minWidth = w > width ? w + 2 * kMargin : 0;
    if (minimumWidth() != minWidth)
        setMinimumWidth(minWidth);
    if (minimumHeight() != contentHeight_)
        setMinimumHeight(contentHeight_);
}

std::pair<int, int> ClusterCanvas::layoutWith(int cell, int width) {
    blocks_.clear();
    captions_.clear();
    const Cluster& c = *cluster();
    const Metrics m = metricsFor(cell);
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
    int y = kMargin, widest = 0;
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
            const QSize size = blockSize(c.node(i).gpus, m);
            if (x > kMargin && x + size.width() > kMargin + width) {
                x = kMargin;
                y += rowHeight + m.spacing;
                rowHeight = 0;
            }
            blockOfNode_[static_cast<std::size_t>(i)] = static_cast<int>(blocks_.size());
            blocks_.push_back({QRect(QPoint(x, y), size), i});
            widest = std::max(widest, x + size.width() - kMargin);
            x += size.width() + m.spacing;
            rowHeight = std::max(rowHeight, size.height());
        }
        // Room under the rack for the coordination graph's curves between its rows.
        y += rowHeight + 2 * m.spacing;
    }
    return {widest, y + kMargin};
}

void ClusterCanvas::zoomIn() {
    setZoom(zoom_ * kZoomStep);
}

void ClusterCanvas::zoomOut() {
    setZoom(zoom_ / kZoomStep);
}

void ClusterCanvas::zoomToFit() {
    setZoom(1);
}

void ClusterCanvas::setZoom(double zoom) {
    // Within the cell limits: a step that changes nothing is not taken.
    const double lo = static_cast<double>(kMinCell) / fitCell_;
    const double hi = static_cast<double>(kMaxCell) / fitCell_;
    zoom = std::clamp(zoom, lo, hi);
    if (zoom == zoom_)
        return;
    zoom_ = zoom;
    relayout();
    update();
    emit zoomChanged(zoom_);
}

void ClusterCanvas::wheelEvent(QWheelEvent* event) {
    // Ctrl+wheel zooms (as in maps and browsers); the plain wheel scrolls the view.
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QWidget::wheelEvent(event);
        return;
    }
    if (event->angleDelta().y() > 0)
        zoomIn();
    else if (event->angleDelta().y() < 0)
        zoomOut();
    event->accept();
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
    const Metrics m = metricsFor(cell_);
    return {b.left() + m.pad + (gpu % kGpusPerRow) * (m.cell + m.gap),
            b.top() + m.pad + (gpu / kGpusPerRow) * (m.cell + m.gap), m.cell, m.cell};
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
    const Metrics m = metricsFor(cell_);
    const Cluster& c = *cluster();
    const bool replay = !gpuJobs_.empty();
    const QColor frame = palette().mid().color();
    const QColor cpu(80, 140, 220), mem(120, 180, 90);
    // Job ids inside the GPU cells once they are big enough to read.
    QFont small = font();
    small.setPixelSize(std::max(8, m.cell / 3));
    const bool namedCells = replay && m.cell >= 30;
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
                p.fillRect(cell, gpu);
                continue;
            }
            // A GPU shared by k jobs (fractions or time slices) shows k stripes.
            const auto jobs = jobsOnGpu(b.node, g);
            if (jobs.empty()) {
                p.fillRect(cell, idle);
                continue;
            }
            const int k = static_cast<int>(jobs.size());
            for (int i = 0; i < k; ++i) {
                const int y0 = gy + i * m.cell / k, y1 = gy + (i + 1) * m.cell / k;
                const QColor colour = jobColour(
                    run_->jobs[static_cast<std::size_t>(jobs[static_cast<std::size_t>(i)])].job.id);
                const QRect stripe(gx, y0, m.cell, std::max(1, y1 - y0));
                p.fillRect(stripe, colour);
                if (namedCells) {
                    p.setFont(small);
                    p.setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
                    p.drawText(stripe, Qt::AlignCenter,
                               p.fontMetrics().elidedText(
                                   QString::fromStdString(
                                       run_->jobs[static_cast<std::size_t>(
                                                      jobs[static_cast<std::size_t>(i)])]
                                           .job.id),
                                   Qt::ElideRight, m.cell - 2));
                    p.setPen(Qt::NoPen);
                }
            }
            if (focusJob_ >= 0 && std::ranges::find(jobs, focusJob_) != jobs.end()) {
                p.setPen(QPen(palette().text().color(), 2));
                p.setBrush(Qt::NoBrush);
                p.drawRect(cell.adjusted(-1, -1, 0, 0));
                p.setPen(Qt::NoPen);
            }
        }
        const int barWidth = b.rect.width() - 2 * m.pad;
        const int barY = b.rect.bottom() - m.pad - 2 * m.bar - 2;
        double cpuFill = n.cpus / maxCpus_, memFill = n.memGb / maxMem_;
        if (replay) {
            // Capacity in grey, the allocated part in colour.
            const auto [cpus, memGb] = used_[static_cast<std::size_t>(b.node)];
            p.fillRect(b.rect.left() + m.pad, barY, barWidth, m.bar, idle);
            p.fillRect(b.rect.left() + m.pad, barY + m.bar + 2, barWidth, m.bar, idle);
            cpuFill = std::min(1.0, cpus / std::max(n.cpus, 1e-9));
            memFill = std::min(1.0, memGb / std::max(n.memGb, 1e-9));
        }
        p.fillRect(b.rect.left() + m.pad, barY, static_cast<int>(barWidth * cpuFill), m.bar, cpu);
        p.fillRect(b.rect.left() + m.pad, barY + m.bar + 2, static_cast<int>(barWidth * memFill),
                   m.bar, mem);
    }
    paintEdges(p);
    // Captions last, on a backing of the view's colour: the graph's curves never hide them.
    p.setFont(font());
    for (const auto& cap : captions_) {
        if (!cap.rect.intersects(exposed))
            continue;
        const int textWidth = p.fontMetrics().horizontalAdvance(cap.text);
        QColor backing = palette().base().color();
        backing.setAlpha(220);
        p.fillRect(QRect(cap.rect.left() - 2, cap.rect.top(), textWidth + 4, cap.rect.height()),
                   backing);
        p.setPen(palette().text().color());
        p.drawText(cap.rect, Qt::AlignLeft | Qt::AlignVCenter, cap.text);
    }
    if (!captions_.empty()) {
        const QRect first = captions_.front().rect;
        const int swatch = 9;
        int x = first.left() + p.fontMetrics().horizontalAdvance(captions_.front().text) + 8;
        for (const auto& [label, colour] : legend_) {
            p.fillRect(x, first.center().y() - swatch / 2, swatch, swatch, colour);
            x += swatch + 4;
            p.drawText(QRect(x, first.top(), 400, first.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       label);
            x += p.fontMetrics().horizontalAdvance(label) + 12;
        }
    }
}

QPainterPath ClusterCanvas::edgePath(const Edge& e) const {
    const QRect a = nodeRect(e.from), z = nodeRect(e.to);
    if (a.isNull() || z.isNull() || e.from == e.to)
        return {};
    // A curve bowed to the left of its direction: A -> B and B -> A are two arcs, not one line.
    const QPointF from = a.center(), to = z.center();
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    const QPointF normal(d.y() / length, -d.x() / length);
    const QPointF control = (from + to) / 2 + normal * std::min(60.0, 0.18 * length);
    QPainterPath path(from);
    path.quadTo(control, to);
    return path;
}

void ClusterCanvas::paintEdges(QPainter& p) const {
    if (edges_.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // Few edges: each labelled with its weight at the middle of its curve.
    const bool labelled = edges_.size() <= 24;
    for (const Edge& e : edges_) {
        const QPainterPath path = edgePath(e);
        if (path.isEmpty())
            continue;
        const double w = std::clamp(e.weight, 0.0, 1.0);
        // Thickness and opacity both say the weight: a uniform graph is uniformly faint.
        QColor colour(230, 120, 20);
        colour.setAlpha(60 + static_cast<int>(190 * w));
        p.setPen(QPen(colour, 1 + 7 * w, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        // The arrowhead at the receiving end says who attends to whom.
        const QPointF tip = path.pointAtPercent(0.92);
        const double angle = path.angleAtPercent(0.92) * std::numbers::pi / 180;
        const double size = 5 + 4 * w;
        const QPointF back(-std::cos(angle) * size, std::sin(angle) * size);
        const QPointF side(std::sin(angle) * size * 0.5, std::cos(angle) * size * 0.5);
        p.setBrush(colour);
        p.setPen(Qt::NoPen);
        p.drawPolygon(QPolygonF{tip, tip + back + side, tip + back - side});
        if (labelled) {
            const QString text = QString::number(e.weight, 'f', 2);
            const QPointF mid = path.pointAtPercent(0.35); // nearer the source: A->B and B->A apart
            const QRectF box(mid.x() - 16, mid.y() - 8, 32, 16);
            QColor backing = palette().base().color();
            backing.setAlpha(200);
            p.fillRect(box, backing);
            p.setPen(palette().text().color());
            p.drawText(box, Qt::AlignCenter, text);
        }
    }
    p.restore();
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
