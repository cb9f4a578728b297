// Conic fitting: the smallest right singular vector of the design matrix
// [x^2, xy, y^2, x, y, 1], on coordinates centred and scaled (Hartley's normalisation)
// so the fit does not depend on where or how large the drawing is.
#include "geometry/ellipse_fit.hpp"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <Eigen/SVD>
#include <cmath>

namespace plumbline {

std::optional<Ellipse> fit_ellipse(const std::vector<Vec2>& points) {
    const Eigen::Index n = static_cast<Eigen::Index>(points.size());
    if (n < 5) return std::nullopt;

    Vec2 centroid(0, 0);
    for (const Vec2& p : points) centroid += p;
    centroid /= double(n);
    double spread = 0;
    for (const Vec2& p : points) spread += (p - centroid).squaredNorm();
    spread = std::sqrt(spread / double(n));
    if (!(spread > 0) || !std::isfinite(spread)) return std::nullopt;

    Eigen::MatrixXd design(n, 6);
    for (Eigen::Index i = 0; i < n; ++i) {
        const Vec2 q = (points[static_cast<size_t>(i)] - centroid) / spread;
        design.row(i) << q.x() * q.x(), q.x() * q.y(), q.y() * q.y(), q.x(), q.y(), 1;
    }
    Eigen::JacobiSVD<Eigen::MatrixXd> svd(design, Eigen::ComputeFullV);
    const Eigen::VectorXd conic = svd.matrixV().col(5);  // singular values are descending

    // x^T M x + 2 g^T x + f = 0  with M symmetric.
    Eigen::Matrix2d M;
    M << conic(0), conic(1) / 2, conic(1) / 2, conic(2);
    const Eigen::Vector2d g(conic(3) / 2, conic(4) / 2);
    const double f = conic(5);
    if (!(M.determinant() > 0)) return std::nullopt;   // not an ellipse (or degenerate)
    const Eigen::Vector2d centre = -M.inverse() * g;
    // About the centre: u^T M u = k.
    const double k = g.dot(M.inverse() * g) - f;
    Eigen::Matrix2d N = M / k;
    Eigen::SelfAdjointEigenSolver<Eigen::Matrix2d> eig(N);
    const Eigen::Vector2d lambda = eig.eigenvalues();
    if (!(lambda(0) > 0) || !(lambda(1) > 0)) return std::nullopt;  // imaginary ellipse

    // u = R diag(1/sqrt(lambda)) (cos t, sin t) satisfies u^T N u = 1.
    const Eigen::Matrix2d A = eig.eigenvectors() *
                              Eigen::Vector2d(1 / std::sqrt(lambda(0)), 1 / std::sqrt(lambda(1))).asDiagonal();
    const Ellipse e = ellipse_from_linear(centroid + spread * centre, spread * A);
    if (!e.c.allFinite() || !std::isfinite(e.rx) || !(e.ry > 0)) return std::nullopt;
    return e;
}

EllipseCoordinates ellipse_coordinates(const Ellipse& e, const Vec2& p) {
    const Eigen::Matrix2d A = linear_of(e);
    const Eigen::Vector2d q = A.inverse() * (p - e.c);
    return EllipseCoordinates{std::atan2(q.y(), q.x()), q.norm()};
}

}  // namespace plumbline
